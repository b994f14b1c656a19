#!/bin/sh
# A sample trigger: records vmstat on the driver host while a workload or stage runs.
#   <workstage name="main" trigger="vmstat.sh(5)">   ->  vmstat every 5 s (default 1)
# The driver runs it as "/bin/sh triggers/vmstat.sh 5" at the start and "... vmstat.sh -k" at the
# end, then kills what is left; everything printed lands in the run's scripts.log.
if [ "$1" = "-k" ]; then
    echo "vmstat on $OBJBENCH_DRIVER stopped"
    exit 0
fi
if ! command -v vmstat >/dev/null 2>&1; then
    echo "vmstat is not installed on $OBJBENCH_DRIVER" >&2
    exit 1
fi
interval="${1:-1}"
echo "vmstat on $OBJBENCH_DRIVER for $OBJBENCH_TRIGGER_SCOPE of $OBJBENCH_RUN_ID, every $interval s"
vmstat | sed -n 2p | sed 's/^/time     /'
# one vmstat per line: each exits and so flushes its output before the final kill
while :; do
    echo "$(date '+%H:%M:%S') $(vmstat "$interval" 2 | tail -n 1)"
done
