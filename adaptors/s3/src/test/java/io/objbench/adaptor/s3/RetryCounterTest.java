package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;

/**
 * The counting rule of {@link RetryCounter}, driven as the SDK drives an interceptor: one attribute
 * map per call, {@code beforeExecution} once, {@code beforeTransmission} once per attempt. The real
 * SDK's retries are counted against radosgw in S3RetriesIT.
 */
class RetryCounterTest {

    private final RetryCounter counter = new RetryCounter();

    private ExecutionAttributes call(int attempts) {
        ExecutionAttributes attributes = new ExecutionAttributes();
        counter.beforeExecution(null, attributes);
        for (int i = 0; i < attempts; i++) {
            counter.beforeTransmission(null, attributes);
        }
        return attributes;
    }

    @Test
    void aCallSentOnceIsNoRetry() {
        call(1);
        call(1);

        assertThat(counter.calls()).isEqualTo(2);
        assertThat(counter.attempts()).isEqualTo(2);
        assertThat(counter.retries()).isZero();
    }

    @Test
    void everyAttemptAfterACallsFirstIsOneRetry() {
        call(3);
        call(1);
        call(2);

        assertThat(counter.calls()).isEqualTo(3);
        assertThat(counter.attempts()).isEqualTo(6);
        assertThat(counter.retries()).isEqualTo(3).isEqualTo(counter.attempts() - counter.calls());
    }

    @Test
    void aCallNotYetSentCountsNoNegativeRetry() {
        call(2);
        ExecutionAttributes pending = new ExecutionAttributes();
        counter.beforeExecution(null, pending); // signing: started, not yet transmitted

        // attempts minus calls would read 0 here; the call's one real retry is still counted
        assertThat(counter.attempts() - counter.calls()).isZero();
        assertThat(counter.retries()).isEqualTo(1);
    }

    @Test
    void aCallThatFailedBeforeSendingCountsNoAttempt() {
        call(0); // e.g. the credentials or the endpoint could not be resolved

        assertThat(counter.calls()).isEqualTo(1);
        assertThat(counter.attempts()).isZero();
        assertThat(counter.retries()).isZero();
    }
}
