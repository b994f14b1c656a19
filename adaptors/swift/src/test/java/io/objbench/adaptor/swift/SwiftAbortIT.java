package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.io.InputStream;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code abort()} from another thread ends a write in flight promptly, against real Swift. */
class SwiftAbortIT {

    @Test
    @Timeout(60)
    void abortEndsASlowWriteInFlight() throws Exception {
        AdaptorConfig login = Backends.tempauth();
        AuthToken token;
        try (AuthAdaptor auth = new SwauthFactory().create(login)) {
            token = Backends.login(auth);
        }
        String container = "objbench-abort-" + UUID.randomUUID().toString().substring(0, 8);
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(AdaptorConfig.empty());
             StorageSession session = adaptor.openSession(1, token);
             StorageSession cleaner = adaptor.openSession(2, token)) {
            assertThat(session.createContainer(container).ok()).isTrue();
            // 1 GB at about 6 MB/s: would take minutes
            CompletableFuture<OpResult> write = CompletableFuture.supplyAsync(() -> session.put(container, "slow", slow(1L << 30)), Thread::startVirtualThread);
            Thread.sleep(500);
            long start = System.nanoTime();
            session.abort();
            OpResult result = write.get(10, TimeUnit.SECONDS);
            assertThat(result.ok()).as("an aborted write").isFalse();
            assertThat(System.nanoTime() - start).as("time to stop").isLessThan(5_000_000_000L);
            cleaner.delete(container, "slow");
            assertThat(cleaner.deleteContainer(container).ok()).isTrue();
        }
    }

    private static ObjectSource slow(long length) {
        return new ObjectSource() {
            public long length() {
                return length;
            }

            public boolean chunked() {
                return false;
            }

            public InputStream stream() {
                return new InputStream() {
                    private long left = length;

                    public int read() {
                        return left-- > 0 ? 0 : -1;
                    }

                    public int read(byte[] b, int off, int len) {
                        if (left <= 0) {
                            return -1;
                        }
                        try {
                            Thread.sleep(10);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        int n = (int) Math.min(Math.min(len, 65536), left);
                        left -= n;
                        return n;
                    }
                };
            }
        };
    }
}
