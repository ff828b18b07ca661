/// The version `kinetic --version` and `kinetic solve --version` print (the app and the solver are two programs;
/// the AppStream metainfo's newest release must name it too).
public enum KineticVersion {
    public static let current = "0.1.0"
}
