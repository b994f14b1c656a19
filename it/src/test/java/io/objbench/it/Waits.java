package io.objbench.it;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Polling instead of fixed sleeps. */
final class Waits {

    private Waits() {
    }

    /** Polls {@code condition} every 100 ms until it holds; fails with {@code what} after {@code timeout}. */
    static void until(String what, Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeout + " waiting until " + what);
            }
            pause();
        }
    }

    /** The polling period. */
    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
