package io.objbench.controller.queue;

import static io.objbench.controller.queue.QueueTestKit.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Queued runs can be moved up and down; they start in the new order. */
class WorkloadQueueReorderTest {

    @TempDir
    Path dir;

    private WorkloadQueue queue;

    @AfterEach
    void stop() throws Exception {
        if (queue != null) {
            queue.shutdown(Duration.ofSeconds(30));
        }
    }

    @Test
    void movedRunsStartInTheirNewOrder() throws Exception {
        queue = new WorkloadQueue(QueueTestKit.history(dir), 1, QueueTestKit.runners(), Clock.systemUTC());
        String slow = queue.submit(QueueTestKit.slow("slow"), "slow.xml").id();
        await(queue, slow, v -> v.state().equals("PROCESSING"));
        String a = queue.submit(QueueTestKit.quick("a"), "a.xml").id();
        String b = queue.submit(QueueTestKit.quick("b"), "b.xml").id();
        String c = queue.submit(QueueTestKit.quick("c"), "c.xml").id();
        assertThat(queue.queuedOrder()).containsExactly(a, b, c);

        assertThat(queue.move(c, -1)).isTrue();
        assertThat(queue.move(c, -1)).isTrue();
        assertThat(queue.move(c, -1)).isTrue(); // already first: stays first
        assertThat(queue.move(a, 1)).isTrue();
        assertThat(queue.queuedOrder()).containsExactly(c, b, a);
        assertThat(queue.move(slow, -1)).isFalse(); // running, not queued
        assertThat(queue.move("w99", 1)).isFalse();

        queue.cancel(slow);
        WorkloadView vc = await(queue, c, QueueTestKit::ended);
        WorkloadView vb = await(queue, b, QueueTestKit::ended);
        WorkloadView va = await(queue, a, QueueTestKit::ended);
        assertThat(vb.startedMillis()).isGreaterThanOrEqualTo(vc.stoppedMillis());
        assertThat(va.startedMillis()).isGreaterThanOrEqualTo(vb.stoppedMillis());
        assertThat(queue.queuedOrder()).isEmpty();
    }

    @Test
    void aCancelledQueuedRunLeavesTheOrder() throws Exception {
        queue = new WorkloadQueue(QueueTestKit.history(dir), 1, QueueTestKit.runners(), Clock.systemUTC());
        String slow = queue.submit(QueueTestKit.slow("slow"), "slow.xml").id();
        await(queue, slow, v -> v.state().equals("PROCESSING"));
        String a = queue.submit(QueueTestKit.quick("a"), "a.xml").id();
        String b = queue.submit(QueueTestKit.quick("b"), "b.xml").id();
        queue.cancel(a);
        assertThat(queue.queuedOrder()).containsExactly(b);
        queue.cancel(slow);
        assertThat(await(queue, b, QueueTestKit::ended).state()).isEqualTo("FINISHED");
    }
}
