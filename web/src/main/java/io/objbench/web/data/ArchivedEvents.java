package io.objbench.web.data;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.CsvFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The driver events of one stage of an ended run, read back from its {@code driver-events.csv}
 * ({@link Archive#DRIVER_EVENTS_HEADER}): the live page of a run that ended by losing a driver
 * still marks the loss (the run often ends before the page's next poll could see it live).
 * Timestamps are the archive's, to the second, in its zone.
 */
public final class ArchivedEvents {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private ArchivedEvents() {
    }

    /** The events of {@code stageId} in run directory {@code dir}; empty when there are none or the file is unreadable. */
    public static List<StageProgress.Event> read(Path dir, String stageId, ZoneId zone) throws IOException {
        Path file = dir.resolve(ArchiveLayout.DRIVER_EVENTS);
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<StageProgress.Event> out = new ArrayList<>();
        for (List<String> cells : CsvFormat.records(Files.readString(file, StandardCharsets.UTF_8))) {
            if (cells.size() < 6 || !CsvFormat.raw(cells.get(1)).equals(stageId)) {
                continue; // the header, or another stage
            }
            long at;
            try {
                at = LocalDateTime.parse(cells.get(0), TIME).atZone(zone).toInstant().toEpochMilli();
            } catch (DateTimeParseException e) {
                continue;
            }
            String kind = cells.get(3).toUpperCase(Locale.ROOT).replace('-', '_');
            out.add(new StageProgress.Event(CsvFormat.raw(cells.get(2)), kind, at, CsvFormat.raw(cells.get(5))));
        }
        return out;
    }
}
