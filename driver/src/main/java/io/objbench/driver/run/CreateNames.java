package io.objbench.driver.run;

/**
 * The names one worker gives the objects it creates in an inventory, unique across the run's
 * drivers without coordination: {@code <inventory>_<6-digit counter>_<tag>-w<global worker>}, the
 * counter this worker's (from 1), the tag the run, stage and operation
 * ({@code <workloadId>-<stage>-<opId>}), e.g. {@code small_000042_w3-s2-op3-w5}. ssbench's flavour
 * ({@code <class>_<6-digit index>}) with what makes it unique without a coordinator.
 */
final class CreateNames {

    private final StringBuilder name = new StringBuilder(64);
    private final int head;
    private final String tail;
    private long counter;

    CreateNames(String inventory, String tag, int globalWorker) {
        name.append(inventory).append('_');
        head = name.length();
        tail = "_" + tag + "-w" + globalWorker;
    }

    /** The next name. */
    String next() {
        name.setLength(head);
        appendPadded(name, ++counter);
        return name.append(tail).toString();
    }

    /** {@code <inventory>_<6-digit number>}: the name a prepare gives object {@code number}. */
    static String prepared(String inventory, long number) {
        StringBuilder sb = new StringBuilder(inventory.length() + 8).append(inventory).append('_');
        appendPadded(sb, number);
        return sb.toString();
    }

    // at least 6 digits, zero-padded (no String.format on the hot path)
    private static void appendPadded(StringBuilder sb, long n) {
        for (long limit = 100_000; limit > 1 && n < limit; limit /= 10) {
            sb.append('0');
        }
        sb.append(n);
    }
}
