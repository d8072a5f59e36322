#!/usr/bin/python3
"""A local stand-in of the location web service that the real GeoClue's
Wi-Fi source asks (`[wifi] url=` in geoclue.conf), for Solverv's tests.

    location_service.py ANSWER_FILE

It listens on 127.0.0.1 on a free port and prints "ready PORT". Each
request (GeoClue POSTs its Wi-Fi networks: `{}` with no Wi-Fi device) is
answered with ANSWER_FILE's content, read afresh, such as
`{"location": {"lat": 59.9139, "lng": 10.7522}, "accuracy": 5000}`; the
test rewrites the file to move the laptop. It prints "asked BODY" after
each answer. Only the standard library: any python3 runs it.
"""
import http.server
import sys


class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace")
        with open(sys.argv[1], "rb") as f:
            answer = f.read()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)
        print("asked", " ".join(body.split()), flush=True)

    def log_message(self, *args):
        pass  # the test reads stdout only


server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
print("ready", server.server_address[1], flush=True)
server.serve_forever()
