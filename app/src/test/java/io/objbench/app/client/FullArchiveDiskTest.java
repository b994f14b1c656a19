package io.objbench.app.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.archive.Archive;
import io.objbench.app.ObjbenchCommand;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.ArchiveUnavailableException;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive on a small tmpfs (mounted by the test, which needs root, and unmounted after):
 * full before a submission, and filled while a run goes on.
 */
class FullArchiveDiskTest {

    private static final String TOKEN = "tok-disk";

    @TempDir
    Path tmp;

    private Path archive;
    private boolean mounted;
    private WorkloadQueue queue;
    private DriverPool pool;
    private ControllerServer server;

    @BeforeEach
    void mount() throws Exception {
        archive = Files.createDirectories(tmp.resolve("archive"));
        Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", archive.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        Assumptions.assumeTrue(p.waitFor() == 0, "cannot mount a tmpfs here (root needed): " + out.strip());
        mounted = true;
    }

    @AfterEach
    void unmount() throws Exception {
        if (server != null) {
            server.stop();
        }
        if (queue != null) {
            queue.shutdown(Duration.ofSeconds(30));
        }
        if (pool != null) {
            pool.close();
        }
        if (mounted) {
            assertThat(new ProcessBuilder("umount", archive.toString()).inheritIO().start().waitFor()).isZero();
        }
    }

    private History history() throws Exception {
        return History.load(new Archive(archive, ZoneOffset.UTC), ZoneOffset.UTC, Clock.systemUTC());
    }

    private void serve(History history) throws Exception {
        queue = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.systemUTC(), WorkloadQueue.Admission.ANY,
                Duration.ofMillis(200));
        pool = new DriverPool(Map.of(new DriverEndpoint("driver1", "http://127.0.0.1:18088"),
                new LocalDriverClient(MissionManager.withDefaults("driver1"))), 3, Duration.ofSeconds(5), Clock.systemUTC());
        pool.pollNow();
        server = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, TOKEN, ZoneOffset.UTC), queue, history, pool);
        server.start();
    }

    /** Writes a file until the file system is full; returns it. */
    private Path fill() throws IOException {
        Path filler = archive.resolve("filler");
        byte[] chunk = new byte[4096];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(chunk);
                out.flush();
            }
        } catch (IOException e) {
            assertThat(e.getMessage()).containsIgnoringCase("no space left");
        }
        return filler;
    }

    private int objbench(StringWriter out, StringWriter err, String... args) {
        return ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void aSubmissionOnAFullDiskIsRefusedWith507AndExitCodeFiveAndTakesNoId() throws Exception {
        serve(history());
        fill();
        assertThatThrownBy(() -> queue.submit(QueueTestKit.quick("full"), "full.xml"))
                .isInstanceOf(ArchiveUnavailableException.class)
                .hasMessageContaining("no space left on device").hasMessageContaining("nothing was queued");
        assertThat(queue.list()).isEmpty();

        Path xml = Files.writeString(tmp.resolve("w.xml"), QueueTestKit.quick("full"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = objbench(out, err, "submit", xml.toString(), "--url", server.uri().toString(), "--token", TOKEN);
        assertThat(exit).as(err.toString()).isEqualTo(5);
        assertThat(err.toString()).contains("cannot record the workload in the controller's archive")
                .contains("no space left on device").doesNotContain("internal error");
        assertThat(out.toString()).doesNotContain("Accepted");

        java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(server.uri().resolve("/controller/cli/submit.action"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("Content-Type", "application/xml")
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString(QueueTestKit.quick("full"))).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(507);
    }

    @Test
    void anArchiveThatCannotBeWrittenKeepsTheRunVisibleAndIsWrittenWhenSpaceReturns() throws Exception {
        serve(history());
        String id = queue.submit(QueueTestKit.slow("filled"), "filled.xml").id();
        QueueTestKit.await(queue, id, v -> v.stages().size() > 1 && v.stages().get(1).state().equals("RUNNING"));
        Path filler = fill();
        queue.cancel(id);
        WorkloadView v = QueueTestKit.await(queue, id, QueueTestKit::ended);
        assertThat(v.state()).isEqualTo(History.ARCHIVE_INCOMPLETE);
        assertThat(v.message()).startsWith("archive incomplete: no space left on device")
                .contains("the run ended CANCELLED");
        assertThat(archive.resolve(".inflight").resolve(id + ".json")).as("the marker survives").exists();
        assertThat(Files.exists(archive.resolve("run-history.csv"))
                && Files.readString(archive.resolve("run-history.csv")).contains("\n" + id + ",")).isFalse();

        // the CLI does not call it a success
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = objbench(out, err, "status", id, "--url", server.uri().toString(), "--token", TOKEN);
        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains(History.ARCHIVE_INCOMPLETE).doesNotContain("FINISHED");

        Files.delete(filler); // space returns: the next retry writes the archive
        WorkloadView archived = QueueTestKit.await(queue, id, x -> x.state().equals("CANCELLED"));
        assertThat(archived.stages().get(0).state()).isEqualTo("COMPLETED");
        assertThat(Files.readString(archive.resolve("run-history.csv"))).contains("\n" + id + ",filled,");
        assertThat(archive.resolve(".inflight").resolve(id + ".json")).doesNotExist();
        try (var files = Files.list(archive.resolve(id + "-filled"))) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .contains(id + "-filled.csv", id + "-filled.json", "s1-init.csv", "s2-main.csv", "workload.log");
        }

        // and after a restart the run is there, once
        History again = history();
        assertThat(again.get(id).orElseThrow().view().state()).isEqualTo("CANCELLED");
        assertThat(again.all()).hasSize(1);
    }
}
