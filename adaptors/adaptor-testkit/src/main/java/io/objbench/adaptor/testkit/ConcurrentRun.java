package io.objbench.adaptor.testkit;

import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Several sessions of one adaptor working at the same time, as a mission's workers do: each on
 * its own thread with its own session and its own objects ({@code w<session>-<n>}), all starting
 * together. Collects what failed.
 */
final class ConcurrentRun {

    /** What one session does to one of its objects. */
    private interface Step {
        OpResult apply(StorageSession session, String object);
    }

    private final StorageAdaptor adaptor;
    private final AuthToken token;
    private final String container;
    private final int sessions;
    private final int objects;
    private final AtomicLong succeeded = new AtomicLong();
    private final Queue<String> failures = new ConcurrentLinkedQueue<>();

    ConcurrentRun(StorageAdaptor adaptor, AuthToken token, String container, int sessions, int objects) {
        this.adaptor = adaptor;
        this.token = token;
        this.container = container;
        this.sessions = sessions;
        this.objects = objects;
    }

    /** Writes every object, then reads each back and compares it. */
    void writeReadAll() throws Exception {
        run((session, object) -> {
            OpResult put = session.put(container, object, new ByteArraySource(body(object)));
            if (!put.ok()) {
                return put;
            }
            succeeded.incrementAndGet();
            CollectingSink sink = new CollectingSink();
            OpResult get = session.get(container, object, sink);
            if (get.ok() && !Arrays.equals(sink.bytes(), body(object))) {
                failures.add(object + ": read back different bytes");
                return OpResult.OK;
            }
            return get;
        });
    }

    /** Deletes every object. */
    void deleteAll() throws Exception {
        run((session, object) -> session.delete(container, object));
    }

    long succeeded() {
        return succeeded.get();
    }

    List<String> failures() {
        return List.copyOf(failures);
    }

    private void run(Step step) throws Exception {
        CyclicBarrier start = new CyclicBarrier(sessions);
        List<Thread> threads = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            StorageSession session = adaptor.openSession(10 + s, token);
            int index = s;
            threads.add(Thread.ofPlatform().name("kit-session-" + s).start(() -> {
                try (session) {
                    start.await();
                    for (int n = 0; n < objects; n++) {
                        String object = "w" + index + "-" + n;
                        OpResult result = step.apply(session, object);
                        if (result.ok()) {
                            succeeded.incrementAndGet();
                        } else {
                            failures.add(object + ": " + result);
                        }
                    }
                } catch (Exception | AssertionError e) {
                    failures.add("session " + index + ": " + e);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }

    /** A small body that differs per object, so mixed-up objects are noticed. */
    private static byte[] body(String object) {
        byte[] name = object.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] body = new byte[512 + object.length()];
        for (int i = 0; i < body.length; i++) {
            body[i] = name[i % name.length];
        }
        return body;
    }
}
