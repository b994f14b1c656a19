package io.objbench.core.selector;

import java.util.SplittableRandom;

/** Produces the next container number, object number or size count for one worker. */
@FunctionalInterface
public interface ValueGenerator {

    /**
     * The next value.
     *
     * @param random the calling worker's own random (never shared between threads)
     */
    long next(SplittableRandom random);
}
