package io.objbench.driver.trigger;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Kills a process and everything it started: its descendants and, on Linux, every process still
 * in its process group (a trigger runs as the leader of its own session, see {@link TriggerScripts}),
 * which also finds children that outlived their parent and were re-parented. Parents go first, so
 * none can start a new child once its own children were listed. A process that left the group
 * on purpose ({@code setsid}, a daemon) is beyond reach; docs/workload-reference.md says so.
 */
final class ProcessTree {

    private static final Path PROC = Path.of("/proc");
    /** Rounds of listing and killing; a round finds what the previous one's victims started meanwhile. */
    private static final int ROUNDS = 5;

    private ProcessTree() {
    }

    /**
     * Kills (SIGKILL) {@code root}, its descendants and its process group, waits up to
     * {@code waitMillis} for them to be gone, and returns the ids of the processes it killed.
     */
    static List<Long> kill(ProcessHandle root, long waitMillis) {
        Map<Long, ProcessHandle> killed = new LinkedHashMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            List<ProcessHandle> targets = new ArrayList<>();
            if (root.isAlive()) {
                targets.add(root);
            }
            root.descendants().forEach(targets::add);
            for (ProcessHandle h : List.copyOf(killed.values())) {
                h.descendants().forEach(targets::add);
            }
            targets.addAll(group(root.pid()));
            boolean any = false;
            for (ProcessHandle h : targets) {
                if (h.pid() != ProcessHandle.current().pid() && h.isAlive() && !zombie(h.pid())) {
                    h.destroyForcibly();
                    killed.putIfAbsent(h.pid(), h);
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        long deadline = System.nanoTime() + waitMillis * 1_000_000L;
        for (ProcessHandle h : killed.values()) {
            while (h.isAlive() && !zombie(h.pid()) && System.nanoTime() < deadline) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return List.copyOf(killed.keySet());
                }
            }
        }
        return List.copyOf(killed.keySet());
    }

    /** The live processes whose process group is {@code pgid} (Linux {@code /proc}; empty elsewhere). */
    static List<ProcessHandle> group(long pgid) {
        if (!Files.isDirectory(PROC)) {
            return List.of();
        }
        List<ProcessHandle> members = new ArrayList<>();
        try (Stream<Path> entries = Files.list(PROC)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                String name = p.getFileName().toString();
                if (name.isEmpty() || !Character.isDigit(name.charAt(0)) || !name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                long[] st = stat(Long.parseLong(name));
                if (st != null && st[1] == pgid && st[0] != 'Z') {
                    ProcessHandle.of(Long.parseLong(name)).ifPresent(members::add);
                }
            }
        } catch (IOException | RuntimeException e) {
            // /proc unreadable: the descendants alone are killed
        }
        return members;
    }

    /** True when the process is a zombie: dead, only waiting for its parent to reap it. */
    static boolean zombie(long pid) {
        long[] st = stat(pid);
        return st != null && st[0] == 'Z';
    }

    /** State letter and process group of {@code pid} from {@code /proc/<pid>/stat}, or null. */
    private static long[] stat(long pid) {
        try {
            String s = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"), StandardCharsets.UTF_8);
            // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses: parse after the last ')'
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return new long[] {f[0].charAt(0), Long.parseLong(f[2])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
