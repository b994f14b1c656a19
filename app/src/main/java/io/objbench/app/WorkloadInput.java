package io.objbench.app;

import io.objbench.core.ssbench.ScenarioException;
import io.objbench.core.ssbench.ScenarioReader;
import io.objbench.core.ssbench.ScenarioTarget;
import io.objbench.core.ssbench.ScenarioWorkload;
import io.objbench.core.ssbench.SizeClass;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The workload a command was given: a workload XML as it is, or an ssbench scenario (recognised
 * by its content, as {@code objbench validate} does) converted with the command's
 * {@link ScenarioOptions}. What {@code run}, {@code run --dry-run}, {@code submit} and
 * {@code convert} share.
 *
 * @param file     the file given
 * @param xml      the XML converted from a scenario; {@code null} for a workload XML, which the
 *                 workload reader reads from {@code file} itself (its size limit and messages)
 * @param fileName the name messages use for the XML
 * @param origin   the scenario it was generated from, or {@code null} for a workload XML
 * @param notes    what the conversion could not keep exactly, for the user
 */
public record WorkloadInput(Path file, String xml, String fileName, Workload.Origin origin, List<String> notes) {

    /** A scenario file with errors: its located problems, one a line, printed as they are. */
    public static final class BadScenario extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        BadScenario(ScenarioException e) {
            super(e.getMessage(), e);
        }
    }

    /**
     * Reads {@code file}.
     *
     * @throws BadScenario              a scenario file with errors
     * @throws IllegalArgumentException an unreadable file, a bad option, or scenario options
     *                                  given with a workload XML
     */
    public static WorkloadInput read(Path file, ScenarioOptions options, Map<String, String> env) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            text = ""; // not a scenario: the workload reader reports the unreadable file
        }
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        if (!ScenarioReader.looksLikeScenario(text)) {
            List<String> given = options.given();
            if (!given.isEmpty()) {
                throw new IllegalArgumentException(String.join(", ", given) + (given.size() == 1 ? " applies" : " apply")
                        + " to ssbench scenario files only: " + file + " is a workload XML (set these in the XML)");
            }
            return new WorkloadInput(file, null, name, null, List.of());
        }
        options.check();
        ScenarioTarget target = options.target(env);
        ScenarioWorkload converted;
        try {
            converted = ScenarioWorkload.convert(text, file.toString(), options.overrides(), target);
        } catch (ScenarioException e) {
            throw new BadScenario(e);
        }
        List<String> notes = new ArrayList<>(converted.notes());
        memoryNote(text, file, options, target).ifPresent(notes::add);
        return new WorkloadInput(file, converted.xml(), name + ".xml", new Workload.Origin(name, text), notes);
    }

    /** The workload, with its origin. */
    public Workload workload() throws io.objbench.core.workload.WorkloadException {
        return origin == null ? WorkloadReader.read(file)
                : WorkloadReader.read(xml, fileName).withOrigin(origin);
    }

    /** Every error of the workload, as {@code objbench validate} and the dry run list them. */
    public WorkloadCheck check() {
        return origin == null ? WorkloadReader.check(file) : WorkloadReader.check(xml, fileName);
    }

    /**
     * The XML text (a workload XML read from its file).
     *
     * @throws IllegalArgumentException when the file cannot be read
     */
    public String text() {
        if (xml != null) {
            return xml;
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * On the default mock, which keeps every object in this process's memory: a note when the
     * initial files alone may need more than half the heap.
     */
    private static java.util.Optional<String> memoryNote(String text, Path file, ScenarioOptions options,
                                                         ScenarioTarget target) {
        if (!target.storageType().equals("mock") || !"true".equals(target.storageConfig().get("store"))) {
            return java.util.Optional.empty();
        }
        try {
            var s = ScenarioReader.read(text, file.toString(), options.overrides());
            long bytes = 0;
            for (SizeClass c : s.sizes()) {
                bytes += s.initialFiles().getOrDefault(c.name(), 0L) * c.sizeMax();
            }
            long heap = Runtime.getRuntime().maxMemory();
            if (bytes > heap / 2) {
                return java.util.Optional.of(String.format(Locale.ROOT, "storage mock keeps every object in memory"
                        + " (store=true): the initial files alone may take %.1f GB, more than half of this JVM's heap"
                        + " (%.1f GB); give --storage-config store=false (reads then return the mock's size) or a real"
                        + " storage", bytes / 1e9, heap / 1e9));
            }
        } catch (ScenarioException e) {
            // converted above: cannot happen
        }
        return java.util.Optional.empty();
    }
}
