// `kinetic-solve`: only the solver and its command line (no SDL, no Platform), so `kinetic solve` starts in a few
// milliseconds. The `kinetic` launcher runs it with the user's arguments, `solve` first.
import SolveCommandLine

StandaloneSolveCommand.main()
