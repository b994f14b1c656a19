package com.example.hello;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * One worker's session of storage {@code hello}. Object names are URL-encoded into file names, so
 * {@code a/b} is one file; a write goes to a temporary file (name starting with {@code ~}, which
 * encoded names never do) and is then moved into place, so readers never see half an object.
 */
final class HelloSession implements StorageSession {

    private static final OpResult NOT_FOUND = OpResult.failure(ErrorKind.NOT_FOUND, 404, "no such object or container");

    private final Path root;
    private final byte[] buffer = new byte[64 * 1024];

    HelloSession(Path root) {
        this.root = root;
    }

    @Override
    public OpResult createContainer(String container) {
        return run(() -> Files.createDirectories(dir(container)));
    }

    @Override
    public OpResult deleteContainer(String container) {
        try {
            Files.delete(dir(container));
            return OpResult.OK;
        } catch (DirectoryNotEmptyException e) {
            return OpResult.httpFailure(409, "container not empty: " + container);
        } catch (NoSuchFileException e) {
            return NOT_FOUND;
        } catch (IOException e) {
            return failure(e);
        }
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        if (!Files.isDirectory(dir(container))) {
            return NOT_FOUND;
        }
        Path temp = dir(container).resolve("~" + Thread.currentThread().threadId() + "-" + System.nanoTime());
        try (InputStream in = source.stream(); OutputStream out = Files.newOutputStream(temp)) {
            // stream in 64 KiB steps: objects may be far larger than the heap
            for (int n; (n = in.read(buffer)) >= 0; ) {
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            return failure(e);
        }
        return run(() -> Files.move(temp, file(container, object), StandardCopyOption.REPLACE_EXISTING));
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        Path file = file(container, object);
        try (InputStream in = Files.newInputStream(file)) {
            sink.begin(Files.size(file));
            sink.drain(in);
            return OpResult.OK;
        } catch (NoSuchFileException e) {
            return NOT_FOUND;
        } catch (IOException e) {
            return failure(e);
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        return run(() -> Files.delete(file(container, object)));
    }

    @Override
    public OpResult head(String container, String object) {
        return Files.isRegularFile(file(container, object)) ? OpResult.OK : NOT_FOUND;
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        Path dir = container == null ? root : dir(container);
        String start = prefix == null ? "" : prefix;
        try (Stream<Path> entries = Files.list(dir)) {
            entries.forEach(path -> {
                String name = path.getFileName().toString();
                if (!name.startsWith("~") && decode(name).startsWith(start)) {
                    sink.entry(decode(name), container == null ? -1 : path.toFile().length());
                }
            });
            return OpResult.OK;
        } catch (NoSuchFileException e) {
            return NOT_FOUND;
        } catch (IOException e) {
            return failure(e);
        }
    }

    /** A file-system action whose only outcomes are success, not found, or another I/O failure. */
    private interface Action {
        void run() throws IOException;
    }

    private static OpResult run(Action action) {
        try {
            action.run();
            return OpResult.OK;
        } catch (NoSuchFileException e) {
            return NOT_FOUND;
        } catch (IOException e) {
            return failure(e);
        }
    }

    private static OpResult failure(IOException e) {
        return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "hello: " + e);
    }

    private Path dir(String container) {
        return root.resolve(encode(container));
    }

    private Path file(String container, String object) {
        return dir(container).resolve(encode(object));
    }

    private static String encode(String name) {
        // "." and ".." survive URL encoding; they must not walk the directory tree
        String encoded = URLEncoder.encode(name, StandardCharsets.UTF_8);
        return encoded.equals(".") || encoded.equals("..") ? encoded.replace(".", "%2E") : encoded;
    }

    private static String decode(String fileName) {
        return URLDecoder.decode(fileName, StandardCharsets.UTF_8);
    }
}
