package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** One handle per key, opened once on first use, closed by the last release. */
class SharedHandlesTest {

    private final AtomicInteger opened = new AtomicInteger();
    private final List<String> closed = new ArrayList<>();
    private final SharedHandles<String, String> handles = new SharedHandles<>(
            key -> key + "#" + opened.incrementAndGet(), closed::add);

    @Test
    void holdersOfOneKeyShareOneHandleClosedByTheLastRelease() throws Exception {
        SharedHandles.Lease<String, String> a = handles.acquire("k");
        SharedHandles.Lease<String, String> b = handles.acquire("k");
        SharedHandles.Lease<String, String> other = handles.acquire("j");
        assertThat(opened).as("nothing opened before first use").hasValue(0);
        assertThat(a.get()).isEqualTo("k#1");
        assertThat(b.get()).isEqualTo("k#1");
        assertThat(handles.size()).isEqualTo(2);
        a.release();
        assertThat(closed).isEmpty();
        b.release();
        assertThat(closed).containsExactly("k#1");
        assertThat(handles.size()).isEqualTo(1);
        other.release();
        assertThat(closed).as("never opened, nothing to close").containsExactly("k#1");
        assertThat(handles.size()).isZero();
    }

    @Test
    void aNewHolderAfterTheLastReleaseGetsAFreshHandle() throws Exception {
        SharedHandles.Lease<String, String> a = handles.acquire("k");
        assertThat(a.get()).isEqualTo("k#1");
        a.release();
        assertThatThrownBy(a::get).isInstanceOf(IllegalStateException.class);
        assertThat(handles.acquire("k").get()).isEqualTo("k#2");
    }

    @Test
    void aFailedOpenIsReportedToEveryHolderWithoutRetrying() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        SharedHandles<String, String> failing = new SharedHandles<>(key -> {
            attempts.incrementAndGet();
            throw new ConnectFailure(io.objbench.api.OpResult.failure(io.objbench.api.ErrorKind.TIMEOUT, -110, "slow"), null);
        }, h -> { });
        SharedHandles.Lease<String, String> a = failing.acquire("k");
        SharedHandles.Lease<String, String> b = failing.acquire("k");
        assertThatThrownBy(a::get).isInstanceOf(ConnectFailure.class).hasMessage("slow");
        assertThatThrownBy(b::get).isInstanceOf(ConnectFailure.class);
        assertThat(attempts).hasValue(1);
        a.release();
        b.release();
        SharedHandles.Lease<String, String> c = failing.acquire("k");
        assertThatThrownBy(c::get).isInstanceOf(ConnectFailure.class);
        assertThat(attempts).as("a later mission tries again").hasValue(2);
    }
}
