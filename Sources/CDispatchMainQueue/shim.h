/* The two libdispatch entry points that CoreFoundation's run loop uses to serve the main dispatch queue from an
   event loop of its own. libdispatch exports them but leaves them out of its public headers. */
#ifndef CDISPATCH_MAIN_QUEUE_SHIM_H
#define CDISPATCH_MAIN_QUEUE_SHIM_H

/* A descriptor (an eventfd on Linux) that becomes readable when work is queued on the main queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);

/* Runs the work queued on the main queue so far, on the calling thread (which must be the main thread). */
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
