package io.objbench.app.compare;

import io.objbench.controller.archive.ArchiveLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/** Finds a run's archive folder from what the user typed: a run folder, or a run id in an archive. */
public final class RunLocator {

    private static final Pattern ID = Pattern.compile("w\\d{1,18}");

    private RunLocator() {
    }

    /**
     * The folder of {@code run}: the directory itself when it is one, else the folder of run id
     * {@code run} ({@code w3}) in {@code archiveDir}.
     *
     * @throws IOException naming the run and the archive when there is no such run
     */
    public static Path find(String run, Path archiveDir) throws IOException {
        Path asDir = Path.of(run);
        if (Files.isDirectory(asDir)) {
            return asDir;
        }
        if (ID.matcher(run).matches()) {
            Optional<Path> dir = ArchiveLayout.findRunDir(archiveDir, run);
            if (dir.isPresent()) {
                return dir.get();
            }
            throw new IOException("no run " + run + " in the archive " + archiveDir.toAbsolutePath());
        }
        throw new IOException("'" + run + "' is neither a run folder nor a run id such as w3");
    }
}
