package io.objbench.app.client;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveNames;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Copies what a comparison reads of an ended run ({@code RunIntervals.read}) from the controller's
 * file routes into a local folder named like the run's archive folder: the JSON summary, the
 * {@code workload-config.xml}, and per stage its timeline CSV and each operation's {@code .hlog}
 * (names from {@link ArchiveLayout}). Files the run does not have are skipped, as a local
 * archive's would be.
 */
final class RunDownload {

    /** What an archive name is made of ({@link ArchiveNames}); anything else never becomes a local path. */
    private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9._+@=~-]+");

    private RunDownload() {
    }

    /**
     * Downloads run {@code id} into a new folder under {@code parent}; its path.
     *
     * @throws ControllerException the controller's refusal or an unreachable controller
     * @throws IOException         when a file cannot be written here
     */
    static Path into(ControllerClient controller, String id, Path parent) throws ControllerException, IOException {
        List<String> listed = controller.files(id);
        // the summary is w<N>-<name part>.json, named after the run's folder, which names it in turn
        String summary = listed.stream().filter(n -> n.startsWith(id + "-") && n.endsWith(".json")
                && SAFE_NAME.matcher(n).matches()).findFirst().orElseThrow(() -> new ControllerException(404,
                "run " + id + " at the controller " + controller.baseUrl() + " has no JSON summary in its archive"));
        Path dir = Files.createDirectory(parent.resolve(summary.substring(0, summary.length() - ".json".length())));
        copy(controller, id, summary, dir);
        copy(controller, id, ArchiveLayout.WORKLOAD_CONFIG, dir);
        for (String name : stageFiles(ArchiveReader.workload(dir))) {
            if (listed.contains(name)) {
                copy(controller, id, name, dir);
            }
        }
        return dir;
    }

    /** Each stage's timeline CSV and operation logs; none when the workload does not read. */
    private static List<String> stageFiles(Optional<Workload> workload) {
        List<String> names = new ArrayList<>();
        for (Stage stage : workload.map(Workload::stages).orElse(List.of())) {
            names.add(ArchiveNames.timeline(stage.id()));
            names.addAll(ArchiveLayout.hlogNames(stage));
        }
        return names;
    }

    private static void copy(ControllerClient controller, String id, String name, Path dir)
            throws ControllerException, IOException {
        Files.writeString(dir.resolve(name), controller.file(id, name), StandardCharsets.UTF_8);
    }
}
