#!/usr/bin/python3
"""A fake XDG desktop portal for the end-to-end tests: owns org.freedesktop.portal.Desktop on the session bus and
answers org.freedesktop.portal.FileChooser.OpenFile as a desktop's portal does — the reply is the request handle
(made from the caller's unique name and its handle_token), then the answer comes as the Request.Response signal on
that handle, as if a person had used the dialog. Each call (and Request.Close) is appended to a JSON-lines log.

Usage: fake_portal.py LOG_FILE choose PATH   -- answers 0 with uris [file:// URI of PATH]
       fake_portal.py LOG_FILE cancel        -- answers 1 (the user closed the dialog)
       fake_portal.py LOG_FILE never         -- opens the request and never answers (a dialog left open)
       fake_portal.py LOG_FILE stall         -- never replies to the call at all (a hung portal)"""
import json
import pathlib
import sys
import time

from jeepney import DBusAddress, HeaderFields, MessageType, new_method_return, new_signal
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

PORTAL_NAME = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
REQUEST_PREFIX = "/org/freedesktop/portal/desktop/request"
# How long the pretend person takes in the dialog before the answer, in seconds.
THINKING_S = 0.3


def log(path, record):
    with open(path, "a") as f:
        f.write(json.dumps(record) + "\n")


def request_handle(sender, token):
    return f"{REQUEST_PREFIX}/{sender.lstrip(':').replace('.', '_')}/{token}"


def main():
    log_path, mode = sys.argv[1], sys.argv[2]
    chosen = sys.argv[3] if mode == "choose" else None
    connection = open_dbus_connection(bus="SESSION")
    connection.send_and_get_reply(message_bus.RequestName(PORTAL_NAME))
    log(log_path, {"ready": True})
    while True:
        message = connection.receive()
        if message.header.message_type != MessageType.method_call:
            continue
        fields = message.header.fields
        member, interface = fields.get(HeaderFields.member), fields.get(HeaderFields.interface)
        sender = fields.get(HeaderFields.sender)
        if interface == "org.freedesktop.portal.FileChooser" and member == "OpenFile":
            parent_window, title, options = message.body
            token = options.get("handle_token", ("s", "t"))[1]
            handle = request_handle(sender, token)
            log(log_path, {"call": "OpenFile", "parent_window": parent_window, "title": title,
                           "options": {key: value for key, (_, value) in options.items()}, "handle": handle,
                           "time": time.time()})
            if mode == "stall":
                continue
            connection.send(new_method_return(message, "o", (handle,)))
            if mode == "never":
                continue
            time.sleep(THINKING_S)
            if mode == "choose":
                answer = (0, {"uris": ("as", [pathlib.Path(chosen).as_uri()])})
            else:
                answer = (1, {})
            signal = new_signal(DBusAddress(handle, interface="org.freedesktop.portal.Request"), "Response",
                                "ua{sv}", answer)
            signal.header.fields[HeaderFields.destination] = sender
            connection.send(signal)
            log(log_path, {"response": answer[0], "handle": handle})
        elif interface == "org.freedesktop.portal.Request" and member == "Close":
            log(log_path, {"call": "Close", "handle": fields.get(HeaderFields.path)})
            connection.send(new_method_return(message))


if __name__ == "__main__":
    main()
