package io.objbench.driver.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The files a {@code filewrite} operation uploads (COSBench's FileWriter): the regular files of
 * the {@code files} directory on this driver, sorted by name so every run and every driver
 * numbers them alike; file k (1-based) is written as object {@code name(k)} of {@code size(k)}
 * bytes. Listed once when the mission is submitted.
 */
final class FileSet {

    private final Path[] paths;
    private final String[] names;
    private final long[] sizes;

    private FileSet(List<Path> files, List<Long> lengths) {
        paths = files.toArray(Path[]::new);
        names = files.stream().map(p -> p.getFileName().toString()).toArray(String[]::new);
        sizes = lengths.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Lists {@code dir}.
     *
     * @throws IllegalArgumentException naming the directory when it is missing, unreadable or holds
     *                                  no regular file
     */
    static FileSet of(String dir) {
        Path folder = Path.of(dir);
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("files=" + dir + " is not a directory on this driver");
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path p : entries) {
                if (Files.isRegularFile(p)) {
                    files.add(p);
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("files=" + dir + " cannot be listed on this driver: " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("files=" + dir + " holds no file to upload on this driver");
        }
        files.sort(Comparator.comparing(p -> p.getFileName().toString()));
        List<Long> lengths = new ArrayList<>();
        for (Path p : files) {
            try {
                lengths.add(Files.size(p));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the size of " + p + ": " + e.getMessage(), e);
            }
        }
        return new FileSet(files, lengths);
    }

    /** How many files. */
    int count() {
        return paths.length;
    }

    /** File k, 1-based. */
    Path path(long k) {
        return paths[(int) (k - 1)];
    }

    /** The object name of file k: its file name. */
    String name(long k) {
        return names[(int) (k - 1)];
    }

    /** The length of file k when it was listed. */
    long size(long k) {
        return sizes[(int) (k - 1)];
    }
}
