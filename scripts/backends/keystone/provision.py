"""Provisions the objbench Keystone over its REST API (stdlib only), idempotently:
project, user with role member on it, and an object-store service whose public/internal/admin
endpoints in REGION point at the Keystone-enabled Swift proxy. Prints the project id.
Usage: provision.py URL ADMIN_PASSWORD PROJECT USER PASSWORD REGION SWIFT_URL_TEMPLATE
"""
import json
import sys
import urllib.error
import urllib.request

url, admin_pw, project, user, password, region, swift_url = sys.argv[1:8]


def call(method, path, body=None, token=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("X-Auth-Token", token)
    with urllib.request.urlopen(req, timeout=30) as resp:
        raw = resp.read()
        return resp.headers.get("X-Subject-Token"), (json.loads(raw) if raw else {})


def password_auth(name, pw, proj):
    return {"auth": {"identity": {"methods": ["password"], "password": {"user": {
        "name": name, "domain": {"id": "default"}, "password": pw}}},
        "scope": {"project": {"name": proj, "domain": {"id": "default"}}}}}


token, _ = call("POST", "/auth/tokens", password_auth("admin", admin_pw, "admin"))


def find_or_create(collection, key, query, body):
    _, found = call("GET", f"/{collection}?{query}", token=token)
    if found[collection]:
        return found[collection][0]
    _, made = call("POST", f"/{collection}", {key: body}, token=token)
    return made[key]


proj = find_or_create("projects", "project", f"name={project}",
                      {"name": project, "domain_id": "default", "enabled": True})
usr = find_or_create("users", "user", f"name={user}",
                     {"name": user, "domain_id": "default", "password": password, "enabled": True,
                      "default_project_id": proj["id"]})
role = find_or_create("roles", "role", "name=member", {"name": "member"})
call("PUT", f"/projects/{proj['id']}/users/{usr['id']}/roles/{role['id']}", token=token)
try:
    call("POST", "/auth/tokens", password_auth(user, password, project))
except urllib.error.HTTPError:  # the user existed with another password
    call("PATCH", f"/users/{usr['id']}", {"user": {"password": password}}, token=token)
service = find_or_create("services", "service", "type=object-store",
                         {"name": "swift", "type": "object-store", "enabled": True})
_, endpoints = call("GET", f"/endpoints?service_id={service['id']}", token=token)
for interface in ("public", "internal", "admin"):
    mine = [e for e in endpoints["endpoints"] if e["interface"] == interface]
    if not mine:
        call("POST", "/endpoints", {"endpoint": {"service_id": service["id"], "interface": interface,
                                                 "region_id": region, "url": swift_url}}, token=token)
    elif mine[0]["url"] != swift_url or mine[0].get("region_id") != region:
        call("PATCH", f"/endpoints/{mine[0]['id']}", {"endpoint": {"url": swift_url, "region_id": region}},
             token=token)
print(proj["id"])
