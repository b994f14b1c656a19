package io.objbench.app.client;

import io.objbench.app.compare.RunLocator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A run to compare, as {@code compare} and {@code submit --baseline} name it: a run folder as
 * given; a run id fetched from the controller when there is one ({@link RunDownload}, into a
 * temporary folder that {@link #close()} deletes), read from the local archive only when there
 * is no controller or the controller has no such run. A CI runner thus needs no access to the
 * controller's disk, and a stale local run of the same id never stands in for the controller's.
 */
public final class ArchivedRun implements AutoCloseable {

    private final Path dir;
    private final Path temporary;

    private ArchivedRun(Path dir, Path temporary) {
        this.dir = dir;
        this.temporary = temporary;
    }

    /**
     * Opens {@code run}: a run folder; or an id such as {@code w3}, fetched from {@code controller}
     * (null: none), else found in {@code archiveDir}.
     *
     * @throws IOException         when there is no such run here and no controller to ask
     * @throws ControllerException naming the run and the controller when it could not be fetched
     *                             (404 when the controller has no such run)
     */
    public static ArchivedRun open(String run, Path archiveDir, ControllerClient controller)
            throws IOException, ControllerException {
        Optional<Path> local = RunLocator.local(run, archiveDir);
        if (controller == null || !RunLocator.isId(run) || Files.isDirectory(Path.of(run))) {
            return new ArchivedRun(local.isPresent() ? local.get() : RunLocator.find(run, archiveDir), null);
        }
        // with a controller, an id is the controller's: a local archive may hold an older run of
        // the same id (an earlier objbench run), which is read only when the controller has none
        Path temporary = Files.createTempDirectory("objbench-" + run + "-");
        try {
            return new ArchivedRun(RunDownload.into(controller, run, temporary), temporary);
        } catch (ControllerException e) {
            if (e.status() == 404 && local.isPresent()) {
                delete(temporary);
                return new ArchivedRun(local.get(), null);
            }
            ControllerException named = new ControllerException(e.status(), e.status() == 404
                    ? "no run " + run + " in the archive " + archiveDir.toAbsolutePath() + " nor at the controller "
                    + controller.baseUrl() + ": " + e.getMessage()
                    : "cannot fetch run " + run + " from the controller " + controller.baseUrl() + ": " + e.getMessage());
            throw cleanedUp(temporary, named);
        } catch (IOException e) {
            throw cleanedUp(temporary, e);
        } catch (RuntimeException e) {
            throw cleanedUp(temporary, e);
        }
    }

    /** {@code failure} after deleting the partial copy (a failed delete is added to it, not thrown instead). */
    private static <E extends Exception> E cleanedUp(Path temporary, E failure) {
        try {
            delete(temporary);
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
        return failure;
    }

    /** The run's folder, local or fetched. */
    public Path dir() {
        return dir;
    }

    /** True when the run was fetched from the controller. */
    public boolean fetched() {
        return temporary != null;
    }

    /** Deletes a fetched copy; a local run is left alone. */
    @Override
    public void close() throws IOException {
        if (temporary != null) {
            delete(temporary);
        }
    }

    private static void delete(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
