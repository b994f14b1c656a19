package io.objbench.app.report;

/**
 * The figures of one report section or line: a CRUD kind or all of them, over all size classes
 * or one. Counts and rates are sums over the operations in it; rates are each operation's
 * throughput over its own window, so operations running side by side in one stage add up.
 */
final class Group {

    final Latency firstByte = new Latency();
    final Latency lastByte = new Latency();
    long count;
    long errors;
    double reqPerSec;

    void add(ReportOp op) {
        count += op.json().opCount();
        errors += op.json().failures();
        if (op.json().throughput() != null) {
            reqPerSec += op.json().throughput();
        }
        lastByte.add(op.json().opCount(), op.json().avgResTimeMs(), op.histogram());
        if (op.firstByteHistogram() != null) {
            firstByte.add(op.json().opCount(), op.json().avgProcTimeMs(), op.firstByteHistogram());
        }
    }
}
