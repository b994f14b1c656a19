package io.objbench.core.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed INI file in the dialect of COSBench's {@code controller.conf} and {@code driver.conf}:
 * {@code [section]} headers, {@code key=value} lines (both sides trimmed, the value may contain
 * {@code =}), whole-line comments starting with {@code #} or {@code ;}, blank lines. Strict on
 * purpose: a line that is none of these, a key before the first section, a repeated key or a
 * repeated section is an {@link IniException} naming the file and line. Names are case-sensitive.
 * Which keys a section may hold is for the reader of the file to decide (see {@link Section#rejectUnknownKeys}).
 *
 * <pre>{@code
 * IniFile ini = IniFile.read(Path.of("conf/controller.conf"));
 * IniFile.Section c = ini.section("controller").orElseThrow();
 * int drivers = Integer.parseInt(c.get("drivers").orElse("1"));
 * }</pre>
 */
public final class IniFile {

    private final String fileName;
    private final Map<String, Section> sections;

    private IniFile(String fileName, Map<String, Section> sections) {
        this.fileName = fileName;
        this.sections = Collections.unmodifiableMap(sections);
    }

    /** Reads and parses a UTF-8 file; the path as given is used in error messages. */
    public static IniFile read(Path file) throws IniException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IniException(file.toString(), 0, "cannot read: " + e);
        }
        return parse(text, file.toString());
    }

    /** Parses INI text; {@code fileName} is used in error messages. */
    public static IniFile parse(String text, String fileName) throws IniException {
        Map<String, Section> sections = new LinkedHashMap<>();
        Section current = null;
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i).strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip(); // files saved by some editors start with a BOM
            }
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || line.length() < 3) {
                    throw new IniException(fileName, lineNo, "malformed section header '" + line + "': expected [name]");
                }
                String name = line.substring(1, line.length() - 1).strip();
                Section previous = sections.get(name);
                if (previous != null) {
                    throw new IniException(fileName, lineNo, "section [" + name + "] appears twice (first on line "
                            + previous.line() + "): merge them");
                }
                current = new Section(fileName, name, lineNo);
                sections.put(name, current);
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IniException(fileName, lineNo, "cannot read '" + line + "': expected key=value, [section], "
                        + "or a comment starting with # or ;");
            }
            if (current == null) {
                throw new IniException(fileName, lineNo, "key '" + line.substring(0, eq).strip()
                        + "' is outside any section: put a [section] header above it");
            }
            current.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip(), lineNo);
        }
        return new IniFile(fileName, sections);
    }

    /** The file name used in error messages. */
    public String fileName() {
        return fileName;
    }

    /** The sections in file order. */
    public Map<String, Section> sections() {
        return sections;
    }

    /** The section named {@code name}, if the file has it. */
    public Optional<Section> section(String name) {
        return Optional.ofNullable(sections.get(name));
    }
}
