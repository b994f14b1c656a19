package io.objbench.controller.archive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes files so a reader never sees half of one: a temporary file in the same directory, then
 * an atomic rename over the target.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Replaces {@code target} with {@code text} (UTF-8) atomically. */
    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Replaces {@code target} with {@code bytes} atomically. */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            Files.write(tmp, bytes);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Appends {@code lines} to {@code target} atomically (the whole file is rewritten), writing
     * {@code header} first when the file does not exist yet or is empty.
     */
    public static void append(Path target, String header, String lines) throws IOException {
        String existing = Files.exists(target) ? Files.readString(target, StandardCharsets.UTF_8) : "";
        String start = existing.isEmpty() ? header : existing;
        write(target, start + lines);
    }
}
