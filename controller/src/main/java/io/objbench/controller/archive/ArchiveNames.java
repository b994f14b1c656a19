package io.objbench.controller.archive;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * How the archive names folders and files after workload, stage and operation names
 * (docs/distributed.md, "Archive names"). A name part keeps {@code A-Z a-z 0-9 . _ + @ = -}; every
 * other character (separators, line breaks, non-ASCII) becomes {@code _}; a part that would start
 * with {@code .} gets a leading {@code _}, one that starts with {@code = + - @} has that character
 * replaced by {@code _} (a spreadsheet would read it as a formula); a part longer than
 * {@value #MAX_PART} characters is cut and ends with {@code ~} and 8 hex digits of the SHA-256 of
 * the whole name, so two long names that differ only at the end stay apart. Parts are ASCII, so a
 * file name of two parts and a suffix stays far under the 255 bytes file systems allow.
 * <p>
 * {@code run-history.csv} writes the workload's name part in its Name column, so
 * {@code <Id>-<Name>} is the run's folder, as COSBench's tools expect; the raw name is kept in the
 * run's JSON summary.
 */
public final class ArchiveNames {

    /** The longest name part, in characters (= bytes). */
    public static final int MAX_PART = 96;

    private ArchiveNames() {
    }

    /** The name part for {@code name}. */
    public static String part(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._+@=-]", "_");
        if (s.isEmpty() || s.startsWith(".")) {
            s = "_" + s;
        } else if ("=+-@".indexOf(s.charAt(0)) >= 0) {
            s = "_" + s.substring(1);
        }
        if (s.length() > MAX_PART) {
            s = s.substring(0, MAX_PART - 9) + "~" + digest(name);
        }
        return s;
    }

    /** The run's folder name {@code w<N>-<part>}. */
    public static String runDir(String runId, String workloadName) {
        return runId + "-" + part(workloadName);
    }

    /** A stage's timeline file {@code <stage part>.csv}. */
    public static String timeline(String stageId) {
        return part(stageId) + ".csv";
    }

    /** An operation's HdrHistogram log {@code <stage part>-<label part>.hlog}. */
    public static String hlog(String stageId, String label) {
        return part(stageId) + "-" + part(label) + ".hlog";
    }

    private static String digest(String name) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
