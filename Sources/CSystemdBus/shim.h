#ifndef KINETIC_CSYSTEMDBUS_SHIM_H
#define KINETIC_CSYSTEMDBUS_SHIM_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <systemd/sd-bus.h>

/* One org.freedesktop.Notifications.Notify call (signature susssasa{sv}i) on the user's session bus.
 * Written in C because sd-bus's convenient calls are variadic, which Swift cannot import.
 * Returns 0 and the notification id on success; a negative errno otherwise, with the D-Bus error name (for
 * example org.freedesktop.DBus.Error.ServiceUnknown) copied into error_name when the bus answered one. */
static inline int kinetic_notify(const char *app_name, const char *icon, const char *summary, const char *body,
                                 const char *desktop_entry, int32_t expire_ms, uint64_t call_timeout_usec,
                                 uint32_t *out_id, char *error_name, size_t error_name_size) {
    sd_bus *bus = NULL;
    sd_bus_message *call = NULL, *reply = NULL;
    sd_bus_error error = SD_BUS_ERROR_NULL;
    uint32_t replaces = 0;
    int r = sd_bus_open_user(&bus);
    if (r < 0) { if (error_name && error_name_size) snprintf(error_name, error_name_size, "no session bus"); return r; }
    r = sd_bus_message_new_method_call(bus, &call, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                       "org.freedesktop.Notifications", "Notify");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', app_name);
    if (r >= 0) r = sd_bus_message_append_basic(call, 'u', &replaces);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', icon);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', summary);
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', body);
    if (r >= 0) r = sd_bus_message_open_container(call, 'a', "s");
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_open_container(call, 'a', "{sv}");
    if (r >= 0) r = sd_bus_message_open_container(call, 'e', "sv");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', "desktop-entry");
    if (r >= 0) r = sd_bus_message_open_container(call, 'v', "s");
    if (r >= 0) r = sd_bus_message_append_basic(call, 's', desktop_entry);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_close_container(call);
    if (r >= 0) r = sd_bus_message_append_basic(call, 'i', &expire_ms);
    if (r >= 0) r = sd_bus_call(bus, call, call_timeout_usec, &error, &reply);
    if (r < 0 && error_name && error_name_size) {
        snprintf(error_name, error_name_size, "%s", error.name ? error.name : strerror(-r));
    }
    if (r >= 0) r = sd_bus_message_read_basic(reply, 'u', out_id);
    sd_bus_error_free(&error);
    sd_bus_message_unref(reply);
    sd_bus_message_unref(call);
    sd_bus_flush_close_unref(bus);
    return r < 0 ? r : 0;
}

#endif
