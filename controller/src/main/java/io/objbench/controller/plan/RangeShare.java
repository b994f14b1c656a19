package io.objbench.controller.plan;

/**
 * The part of a {@code containers} or {@code objects} selector one mission's workers use.
 *
 * @param selector the selector as resolved, e.g. {@code u(1,100)}
 * @param first    the first value the mission's workers use
 * @param last     the last value ({@code last < first}: none)
 * @param divided  true when the mission has its own slice (division, {@code s()}, special works),
 *                 false when it draws from the whole range as every other mission does
 */
public record RangeShare(String selector, long first, long last, boolean divided) {

    /** Number of values in the share. */
    public long count() {
        return Math.max(0, last - first + 1);
    }
}
