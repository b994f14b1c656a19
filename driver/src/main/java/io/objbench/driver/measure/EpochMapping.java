package io.objbench.driver.measure;

/**
 * Maps a clock's nano times to epoch microseconds through one pair of readings taken at mission
 * start, so every epoch time of a mission is consistent with its latencies (no wall-clock jumps
 * inside a mission).
 *
 * @param baseNanos       {@link Clock#nanoTime()} at the reference instant
 * @param baseEpochMicros {@link Clock#epochMicros()} at the same instant
 */
public record EpochMapping(long baseNanos, long baseEpochMicros) {

    /** The epoch microseconds of {@code nanos}. */
    public long toEpochMicros(long nanos) {
        return baseEpochMicros + Math.floorDiv(nanos - baseNanos, 1_000L);
    }
}
