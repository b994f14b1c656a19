#!/usr/bin/env bash
# COSBench's cli.sh verbs on top of curl, against an objbench (or COSBench) controller.
#   cli.sh submit <workload.xml> [url]    -> Accepted with ID: w5
#   cli.sh cancel <wN> [url]              -> wN <tab> submitted <tab> STATE
#   cli.sh status <wN> [url]              -> wN <tab> submitted <tab> STATE
#   cli.sh info [url]                     -> drivers and active workloads
# url: http://host:port (default $OBJBENCH_URL, else http://127.0.0.1:19088); COSBench's
# user:pass@host:port form is accepted, user:pass is ignored (objbench uses a token).
# Token: $OBJBENCH_TOKEN, sent as "Authorization: Bearer <token>".
# Exit: 0 ok, 1 the controller refused or failed (its message on stderr), 2 usage, 7 unreachable.
set -euo pipefail

usage() {
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

base_url() {
    local u="${1:-${OBJBENCH_URL:-http://127.0.0.1:19088}}" scheme="http"
    case "$u" in
        http://*) u="${u#http://}" ;;
        https://*) u="${u#https://}"; scheme="https" ;;
    esac
    if [[ "$u" == *@* ]]; then
        echo "cli.sh: note: '${u%%@*}@' ignored: objbench authenticates with \$OBJBENCH_TOKEN" >&2
        u="${u#*@}"
    fi
    u="${u%/}"
    u="${u%/controller}"
    echo "$scheme://$u"
}

# call <url> [curl args...]: prints the reply body; non-2xx -> body on stderr and exit 1
call() {
    local url="$1" out code rc=0
    shift
    local auth=()
    [ -n "${OBJBENCH_TOKEN:-}" ] && auth=(-H "Authorization: Bearer $OBJBENCH_TOKEN")
    out="$(curl -sS --max-time 60 "${auth[@]}" -w '\n%{http_code}' "$@" "$url")" || rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "cli.sh: no controller at ${url%%/controller/cli/*} (curl exit $rc): start one or pass the url" >&2
        exit 7
    fi
    code="${out##*$'\n'}"
    out="${out%$'\n'*}"
    if [ "$code" -lt 200 ] || [ "$code" -gt 299 ]; then
        [[ "$out" == *$'\n' ]] && printf '%s' "$out" >&2 || printf '%s\n' "$out" >&2
        exit 1
    fi
    # the .action replies end with a newline already; a JSON one does not
    [[ "$out" == *$'\n' ]] && printf '%s' "$out" || printf '%s\n' "$out"
}

[ $# -ge 1 ] || usage
verb="$1"
shift
case "$verb" in
    submit)
        [ $# -ge 1 ] && [ $# -le 2 ] || usage
        [ -r "$1" ] || { echo "cli.sh: cannot read $1" >&2; exit 2; }
        call "$(base_url "${2:-}")/controller/cli/submit.action" -F "config=@$1;type=text/xml"
        ;;
    cancel)
        [ $# -ge 1 ] && [ $# -le 2 ] || usage
        call "$(base_url "${2:-}")/controller/cli/cancel.action" --data-urlencode "id=$1"
        ;;
    status)
        [ $# -ge 1 ] && [ $# -le 2 ] || usage
        call "$(base_url "${2:-}")/controller/cli/workload.action" -G --data-urlencode "id=$1"
        ;;
    info)
        [ $# -le 1 ] || usage
        call "$(base_url "${1:-}")/controller/cli/index.action"
        ;;
    *) usage ;;
esac
