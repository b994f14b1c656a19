"""Smoke check of an S3 server with the Python standard library only (AWS SigV4, path style):
bucket PUT, object PUT/GET (bytes compared), DELETEs, and a wrong secret that must be refused.
Usage: s3check.py ENDPOINT ACCESS_KEY SECRET_KEY   (exit 0 when all passed)
"""
import datetime
import hashlib
import hmac
import os
import sys
import urllib.error
import urllib.request

endpoint, access, secret = sys.argv[1:4]
host = endpoint.split("//", 1)[1].rstrip("/")


def request(method, path, body=b"", key=secret):
    now = datetime.datetime.now(datetime.timezone.utc)
    stamp, day = now.strftime("%Y%m%dT%H%M%SZ"), now.strftime("%Y%m%d")
    payload = hashlib.sha256(body).hexdigest()
    signed = "host;x-amz-content-sha256;x-amz-date"
    canonical = "\n".join([method, path, "", f"host:{host}", f"x-amz-content-sha256:{payload}",
                           f"x-amz-date:{stamp}", "", signed, payload])
    scope = f"{day}/us-east-1/s3/aws4_request"
    to_sign = "\n".join(["AWS4-HMAC-SHA256", stamp, scope, hashlib.sha256(canonical.encode()).hexdigest()])
    k = ("AWS4" + key).encode()
    for part in (day, "us-east-1", "s3", "aws4_request"):
        k = hmac.new(k, part.encode(), hashlib.sha256).digest()
    signature = hmac.new(k, to_sign.encode(), hashlib.sha256).hexdigest()
    req = urllib.request.Request(endpoint.rstrip("/") + path, data=body if method == "PUT" else None,
                                 method=method)
    req.add_header("Content-Type", "application/octet-stream")
    req.add_header("x-amz-date", stamp)
    req.add_header("x-amz-content-sha256", payload)
    req.add_header("Authorization", f"AWS4-HMAC-SHA256 Credential={access}/{scope}, "
                                    f"SignedHeaders={signed}, Signature={signature}")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


bucket = "/objbench-check-" + os.urandom(4).hex()
data = os.urandom(4096)
steps = [
    ("create bucket", lambda: request("PUT", bucket), {200}),
    ("put object", lambda: request("PUT", bucket + "/o", data), {200}),
    ("get object", lambda: request("GET", bucket + "/o"), {200}),
    ("delete object", lambda: request("DELETE", bucket + "/o"), {204}),
    ("delete bucket", lambda: request("DELETE", bucket), {204}),
    ("wrong secret refused", lambda: request("GET", "/", key=secret + "x"), {403}),
]
for name, call, expected in steps:
    status, body = call()
    if status not in expected or (name == "get object" and body != data):
        print(f"s3check {endpoint}: {name}: HTTP {status} {body[:200]!r}", file=sys.stderr)
        sys.exit(1)
print(f"s3check {endpoint}: ok")
