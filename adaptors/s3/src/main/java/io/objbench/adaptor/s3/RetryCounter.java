package io.objbench.adaptor.s3;

import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Counts the SDK's own retries of one client: {@code beforeExecution} runs once per call,
 * {@code beforeTransmission} once per attempt (the SDK's retry loop runs it again for every
 * resend), so a transmission of a call already transmitted is a retry. Counted per call through a
 * marker in the call's execution attributes rather than as attempts minus calls: the difference
 * would dip while a call sits between the two hooks, and a reading would then be off by the calls
 * in flight. Read by the driver's snapshot thread ({@link #retries()}), bumped by the workers.
 */
final class RetryCounter implements ExecutionInterceptor {

    private static final ExecutionAttribute<Boolean> TRANSMITTED = new ExecutionAttribute<>("objbench.transmitted");

    private final LongAdder calls = new LongAdder();
    private final LongAdder attempts = new LongAdder();
    private final LongAdder retries = new LongAdder();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        calls.increment();
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        attempts.increment();
        // the SDK keeps one attribute map per call across its attempts: the marker survives a retry
        if (attributes.getAttribute(TRANSMITTED) != null) {
            retries.increment();
        } else {
            attributes.putAttribute(TRANSMITTED, Boolean.TRUE);
        }
    }

    /** Calls the client started (each counted once, however many attempts it took). */
    long calls() {
        return calls.sum();
    }

    /** Attempts sent: every call's first and each retry. */
    long attempts() {
        return attempts.sum();
    }

    /** Attempts beyond a call's first. */
    long retries() {
        return retries.sum();
    }
}
