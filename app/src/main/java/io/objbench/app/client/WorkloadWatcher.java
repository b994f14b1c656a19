package io.objbench.app.client;

import io.objbench.controller.plan.TimeEstimate;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.protocol.WorkloadView.OpView;
import io.objbench.core.protocol.WorkloadView.StageView;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Live progress of a submitted workload, polled from the controller: the line format of
 * {@code objbench run} (stage, elapsed / left, ops/s, MB/s, p99 ms, the stage's errors so far),
 * refreshed in place on a terminal, one line per new timeline row otherwise; then a line per
 * ended stage. With the workload's stages known (the local copy) each line also says the run's
 * time left: the running stage's remaining limit plus the later stages' limits, so a stage that
 * ends early shortens it at once. Returns the final view once the workload ended.
 */
final class WorkloadWatcher {

    private final ControllerClient client;
    private final PrintWriter out;
    private final boolean tty;
    private final Clock clock;
    private final Duration poll;
    private final Map<String, Long> plannedSeconds;
    private final Map<String, Long> opBudgets;
    private final List<io.objbench.core.workload.Stage> stages;

    private final Map<String, Instant> stageStarts = new HashMap<>();
    private final Set<String> reported = new HashSet<>();
    private final Map<String, List<OpView>> lastRows = new HashMap<>();
    private final Map<String, long[]> errorsAndAttempts = new HashMap<>();
    private String queuedShown;
    private int lastWidth;

    /**
     * @param plannedSeconds per stage id: rampup + runtime + rampdown of its longest timed work
     *                       (absent when unknown)
     * @param opBudgets      per stage id: the summed totalOps of its works (absent when unknown)
     */
    WorkloadWatcher(ControllerClient client, PrintWriter out, boolean tty, Clock clock, Duration poll,
                    Map<String, Long> plannedSeconds, Map<String, Long> opBudgets) {
        this(client, out, tty, clock, poll, plannedSeconds, opBudgets, List.of());
    }

    /** @param stages the workload's stages, for the run's time left (empty: not shown) */
    WorkloadWatcher(ControllerClient client, PrintWriter out, boolean tty, Clock clock, Duration poll,
                    Map<String, Long> plannedSeconds, Map<String, Long> opBudgets,
                    List<io.objbench.core.workload.Stage> stages) {
        this.stages = List.copyOf(stages);
        this.client = client;
        this.out = out;
        this.tty = tty;
        this.clock = clock;
        this.poll = poll;
        this.plannedSeconds = plannedSeconds;
        this.opBudgets = opBudgets;
    }

    /** Polls {@code id} until it ended, printing progress; the final view. */
    WorkloadView watch(String id) throws ControllerException {
        while (true) {
            WorkloadView v = client.workload(id);
            show(v);
            if (ViewFormat.ended(v)) {
                endLine();
                return v;
            }
            try {
                Thread.sleep(poll.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ControllerException(0, "stopped watching " + id + "; it goes on (objbench cancel " + id
                        + " stops it)");
            }
        }
    }

    /** Prints what changed since the last view. */
    void show(WorkloadView v) {
        if (v.state().equals("QUEUING") && !v.id().equals(queuedShown)) {
            queuedShown = v.id();
            out.println(v.id() + " is queued: it starts when the workloads before it ended");
        }
        Instant now = clock.instant();
        for (StageView s : v.stages()) {
            boolean fin = isFinal(s.state());
            if (!s.state().equals("WAITING")) {
                stageStarts.putIfAbsent(s.id(), now);
            }
            if (fin) {
                if (reported.add(s.id())) {
                    endLine();
                    long secs = Duration.between(stageStarts.get(s.id()), now).toSeconds();
                    int next = index(s.id()) + 1;
                    out.println(s.id() + ": " + s.state().toLowerCase(Locale.ROOT) + " (" + secs + " s)"
                            + (next > 0 && next < stages.size() && !ViewFormat.ended(v)
                            ? "; run left: " + TimeEstimate.left(stages, next, 0).brief() : ""));
                }
            } else if (!s.ops().isEmpty() && !s.ops().equals(lastRows.get(s.id()))) {
                lastRows.put(s.id(), s.ops());
                progress(s, now);
            }
        }
        out.flush();
    }

    private void progress(StageView s, Instant now) {
        double ops = 0;
        double bytes = 0;
        double p99 = Double.NaN;
        long[] ea = errorsAndAttempts.computeIfAbsent(s.id(), k -> new long[2]);
        for (OpView o : s.ops()) {
            ops += nz(o.throughput());
            bytes += nz(o.bandwidth());
            ea[0] += o.errors();
            ea[1] += o.ops() + o.errors();
            // the worst operation's p99: merging needs the histograms, which the view does not carry
            if (!Double.isNaN(o.p99Ms()) && (Double.isNaN(p99) || o.p99Ms() > p99)) {
                p99 = o.p99Ms();
            }
        }
        long elapsed = Duration.between(stageStarts.get(s.id()), now).toSeconds();
        long planned = plannedSeconds.getOrDefault(s.id(), 0L);
        long budget = opBudgets.getOrDefault(s.id(), 0L);
        String left = planned > 0 ? Math.max(0, planned - elapsed) + "s"
                : budget > 0 ? Math.max(0, budget - ea[1]) + " ops" : "?";
        int index = index(s.id());
        String run = index < 0 ? "" : " (run " + TimeEstimate.left(stages, index, elapsed).brief() + ")";
        String line = s.id() + "  " + elapsed + "s elapsed, " + left + " left" + run + "  " + ViewFormat.number(ops, 1)
                + " ops/s  " + ViewFormat.number(bytes / 1e6, 2) + " MB/s  p99 " + ViewFormat.number(p99, 2)
                + " ms  errors " + ea[0];
        if (tty) {
            out.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
            lastWidth = line.length();
        } else {
            out.println(line);
        }
    }

    /** The position of stage {@code id} in the local copy, -1 when unknown. */
    private int index(String id) {
        for (int i = 0; i < stages.size(); i++) {
            if (stages.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private void endLine() {
        if (tty && lastWidth > 0) {
            out.println();
        }
        lastWidth = 0;
    }

    private static double nz(double d) {
        return Double.isNaN(d) ? 0 : d;
    }

    private static boolean isFinal(String state) {
        return switch (state) {
            case "COMPLETED", "FAILED", "TERMINATED", "CANCELLED", "ABORTED" -> true;
            default -> false;
        };
    }
}
