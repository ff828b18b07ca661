#!/usr/bin/python3
"""A fake freedesktop notification server for the end-to-end tests: owns org.freedesktop.Notifications on the
session bus and appends each Notify call to a JSON-lines log. Usage: fake_notification_server.py LOG_FILE"""
import json
import sys
import time

from jeepney import HeaderFields, MessageType, new_method_return
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection


def main():
    log_path = sys.argv[1]
    connection = open_dbus_connection(bus="SESSION")
    connection.send_and_get_reply(message_bus.RequestName("org.freedesktop.Notifications"))
    with open(log_path, "a") as log:
        log.write(json.dumps({"ready": True}) + "\n")
    next_id = 1
    while True:
        message = connection.receive()
        if message.header.message_type != MessageType.method_call:
            continue
        member = message.header.fields.get(HeaderFields.member)
        if member == "Notify":
            app, replaces, icon, summary, body, actions, hints, timeout = message.body
            with open(log_path, "a") as log:
                record = {"app": app, "icon": icon, "summary": summary, "body": body, "timeout": timeout,
                          "hints": sorted(hints.keys()), "desktop_entry": hints.get("desktop-entry", (None, None))[1],
                          "time": time.time()}
                log.write(json.dumps(record) + "\n")
            connection.send(new_method_return(message, "u", (next_id,)))
            next_id += 1
        elif member == "GetServerInformation":
            connection.send(new_method_return(message, "ssss", ("fake", "kinetic-tests", "1", "1.2")))
        elif member == "GetCapabilities":
            connection.send(new_method_return(message, "as", (["body"],)))


if __name__ == "__main__":
    main()
