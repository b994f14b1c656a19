package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import java.util.List;

/**
 * The {@code k} slowest samples one worker recorded for one operation in one interval: a min-heap
 * on the latency in preallocated arrays, the fastest kept sample at the root. A sample no slower
 * than the root costs one comparison ({@link #offer}); only a sample that enters the heap reads
 * its names and request id from the {@link ExemplarSource} (the adaptor then builds the id).
 * Written by its worker only, read and cleared by the snapshot reader when no writer is active
 * ({@link OpRecorder}'s phaser guarantees it).
 */
public final class ExemplarTopK {

    private final int capacity;
    private final long[] latency;
    private final long[] start;
    private final int[] code;
    private final ErrorKind[] kind;
    private final String[] container;
    private final String[] object;
    private final String[] requestId;
    private int size;
    // the latency a sample must exceed to enter: -1 while the heap is not full (latencies are >= 0)
    private long floor = -1;

    /** A heap for the {@code k >= 1} slowest samples. */
    public ExemplarTopK(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1: " + k);
        }
        capacity = k;
        latency = new long[k];
        start = new long[k];
        code = new int[k];
        kind = new ErrorKind[k];
        container = new String[k];
        object = new String[k];
        requestId = new String[k];
    }

    /**
     * Keeps the sample when it is among the {@code k} slowest so far.
     *
     * @param latencyNanos its response time
     * @param startNanos   when it began (open loop: its intended start)
     * @param failure      {@code null} for a success
     * @param failureCode  the protocol's code of a failure
     * @param source       what the call named and the request id, read only when the sample is kept
     * @return whether it was kept
     */
    public boolean offer(long latencyNanos, long startNanos, ErrorKind failure, int failureCode, ExemplarSource source) {
        if (latencyNanos <= floor) {
            return false; // the common case: faster than every kept sample
        }
        keep(latencyNanos, startNanos, failure, failureCode, source);
        return true;
    }

    // out of line, so that offer (its one comparison) stays small enough to be inlined everywhere
    private void keep(long latencyNanos, long startNanos, ErrorKind failure, int failureCode, ExemplarSource source) {
        boolean filling = size < capacity;
        int at = filling ? size++ : 0; // when full, the sample replaces the fastest kept, then sinks
        latency[at] = latencyNanos;
        start[at] = startNanos;
        kind[at] = failure;
        code[at] = failureCode;
        container[at] = source.lastContainer();
        object[at] = source.lastObject();
        requestId[at] = source.lastRequestId();
        if (filling) {
            siftUp(at);
        } else {
            siftDown(0);
        }
        floor = size < capacity ? -1 : latency[0];
    }

    /** The samples kept (tests). */
    int size() {
        return size;
    }

    /**
     * Adds the kept samples to {@code out} as exemplars of {@code opId} and clears the heap for
     * the next interval; call only with no writer active.
     */
    public void drainTo(List<Exemplar> out, String opId, EpochMapping epoch) {
        for (int i = 0; i < size; i++) {
            String status = kind[i] == null ? "ok" : code[i] == 0 ? kind[i].name() : kind[i].name() + " " + code[i];
            out.add(new Exemplar(opId, epoch.toEpochMicros(start[i]), latency[i] / 1_000L, container[i], object[i],
                    status, requestId[i], null));
        }
        clear();
    }

    /** Forgets the kept samples (no reference outlives its interval); call only with no writer active. */
    public void clear() {
        for (int i = 0; i < size; i++) {
            kind[i] = null;
            container[i] = null;
            object[i] = null;
            requestId[i] = null;
        }
        size = 0;
        floor = -1;
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (latency[parent] <= latency[i]) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int left = 2 * i + 1;
            if (left >= size) {
                return;
            }
            int smallest = left + 1 < size && latency[left + 1] < latency[left] ? left + 1 : left;
            if (latency[i] <= latency[smallest]) {
                return;
            }
            swap(i, smallest);
            i = smallest;
        }
    }

    private void swap(int a, int b) {
        long l = latency[a];
        latency[a] = latency[b];
        latency[b] = l;
        long s = start[a];
        start[a] = start[b];
        start[b] = s;
        int c = code[a];
        code[a] = code[b];
        code[b] = c;
        ErrorKind k = kind[a];
        kind[a] = kind[b];
        kind[b] = k;
        String t = container[a];
        container[a] = container[b];
        container[b] = t;
        t = object[a];
        object[a] = object[b];
        object[b] = t;
        t = requestId[a];
        requestId[a] = requestId[b];
        requestId[b] = t;
    }
}
