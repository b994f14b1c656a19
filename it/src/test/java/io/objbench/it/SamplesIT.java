package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.pages.editor.EditorPages;
import io.objbench.web.pages.editor.WorkloadXml;
import io.objbench.web.pages.matrix.MatrixSpec;
import io.objbench.web.pages.matrix.MatrixXml;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.xml.sax.SAXParseException;

/**
 * Every workload a new user starts from runs to FINISHED on one driver and on three HTTP drivers:
 * the samples in {@code workloads/} (as the distribution ships them), the web editor's and the
 * matrix generator's default workloads, COSBench's own samples (test resources
 * {@code cosbench-samples/}, see their README) with storage switched to {@code mock}, and a
 * COSBench mock workload that reads objects nobody wrote. The runs are shortened at load time by
 * {@link SampleRewrite}. COSBench's {@code hashcheck.xml} is refused at submit with the message
 * docs/workload-reference.md documents.
 */
class SamplesIT {

    private static final Set<String> FINAL = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED");
    private static final String COSBENCH = "cosbench-samples/";

    /**
     * COSBench samples that need a feature another branch of issue 12 brings, with the failure they
     * end with today. Each is still run: the test fails when one of them starts to pass, so the
     * entry is removed when the feature lands.
     */
    private static final Map<String, String> NEEDS_OTHER_WORK = Map.of();

    /** COSBench's workload-config.xml writes the files of this driver-side directory (filewrite). */
    private static final String SAMPLE_FILES = "files=/tmp/testfiles/";

    /**
     * A COSBench mock workload that reads what no stage wrote: 16 workers reading u(1,10) with
     * delay=20 for 2 s. COSBench's mock answers every read; it must finish on any number of
     * drivers. Written short, so it runs without {@link SampleRewrite#shorten}.
     */
    static final String READ_WITHOUT_PREPARE = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <workload name="read-without-prepare" description="COSBench mock: reads with no prepare stage">
              <storage type="mock" config="delay=20" />
              <workflow>
                <workstage name="main">
                  <work name="main" workers="16" runtime="2" interval="1">
                    <operation type="read" ratio="100" config="containers=u(1,10);objects=u(1,10)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    /**
     * Workloads run at once: the runs mostly wait for the controller's 1 s polls, so they overlap
     * well; more would not fit the test drivers' 256 MB heap (6 did not).
     */
    private static final int CONCURRENCY = 3;
    /** With interval 1 a poll may take 0.5 s; on a loaded CI machine a driver must not look lost for that. */
    private static final int MISSED_POLLS = 10;

    @RegisterExtension
    final Cluster one = new Cluster(1).concurrency(CONCURRENCY).missedPolls(MISSED_POLLS);

    @RegisterExtension
    final Cluster three = new Cluster(3).concurrency(CONCURRENCY).missedPolls(MISSED_POLLS);

    @Test
    void everySampleFinishesOnOneDriver() throws Exception {
        runAll(one.start());
    }

    @Test
    void everySampleFinishesOnThreeDrivers() throws Exception {
        runAll(three.start());
    }

    @Test
    void cosbenchSamplesLeftOutAreExactlyTheOnesThatAreNotWellFormedXml() throws Exception {
        List<String> wellFormed = new ArrayList<>();
        for (String name : resources(COSBENCH + "not-well-formed/")) {
            try (InputStream in = resource(COSBENCH + "not-well-formed/" + name)) {
                DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
                wellFormed.add(name);
            } catch (SAXParseException expected) {
                // '<' inside an attribute value (placeholders such as <accesskey>) or unbalanced tags
            }
        }
        assertThat(wellFormed).as("samples under not-well-formed/ that parse: move them up so they run").isEmpty();
        for (String name : cosbenchSamples()) {
            try (InputStream in = resource(COSBENCH + name)) {
                DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            }
        }
    }

    /** A directory of a few small files of different sizes for COSBench's filewrite sample. */
    private static synchronized Path sampleFiles() throws IOException {
        if (sampleFiles == null) {
            sampleFiles = Files.createTempDirectory("objbench-samples-files");
            for (int i = 1; i <= 5; i++) {
                Files.write(sampleFiles.resolve("file-" + i + ".bin"), new byte[i * 1000]);
            }
            Path dir = sampleFiles;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.deleteIfExists(f);
                    }
                    Files.deleteIfExists(dir);
                } catch (IOException e) {
                    // a temp directory left behind is harmless
                }
            }));
        }
        return sampleFiles;
    }

    private static Path sampleFiles;

    /** One workload to run and what it must end with: FINISHED, or (needing other work) a failure naming {@code cause}. */
    private record Run(String what, String xml, String cause) {
    }

    private static void runAll(Cluster cluster) throws Exception {
        Api api = cluster.api();
        SoftAssertions soft = new SoftAssertions();
        List<Run> runs = new ArrayList<>();
        for (Path file : objbenchSamples()) {
            String xml = SampleRewrite.shorten(SampleRewrite.toMock(Files.readString(file), true));
            runs.add(new Run("workloads/" + file.getFileName(), xml, null));
        }
        runs.add(new Run("the editor's default workload", SampleRewrite.shorten(WorkloadXml.of(EditorPages.defaults())), null));
        for (MatrixXml.Generated g : MatrixXml.of(MatrixSpec.of(Map.of()))) {
            runs.add(new Run("the matrix generator's default workload " + g.name(), SampleRewrite.shorten(g.xml()), null));
        }
        runs.add(new Run("a COSBench mock workload reading without prepare", READ_WITHOUT_PREPARE, null));
        for (String name : cosbenchSamples()) {
            String xml = SampleRewrite.shorten(SampleRewrite.toMock(text(COSBENCH + name), false));
            // the drivers run on this host: filewrite reads the files of a directory the test fills
            xml = xml.replace(SAMPLE_FILES, "files=" + sampleFiles() + "/");
            if (name.equals("hashcheck.xml")) {
                refusedAsDocumented(soft, api, xml);
            } else {
                runs.add(new Run("COSBench's " + name, xml, NEEDS_OTHER_WORK.get(name)));
            }
        }
        List<String> ids = new ArrayList<>();
        for (Run run : runs) {
            ids.add(submit(api, run));
        }
        for (int i = 0; i < runs.size(); i++) {
            Run run = runs.get(i);
            WorkloadView done = api.await(ids.get(i), FINAL, Duration.ofMinutes(3));
            if (run.cause() == null) {
                soft.assertThat(done.state()).as("%s ended %s: %s\nreport: %s", run.what(), done.state(), done.message(),
                        done.state().equals("FINISHED") ? "" : api.report(done.id()).toPrettyString()).isEqualTo("FINISHED");
            } else {
                soft.assertThat(done.state()).as("%s now ends %s: remove it from NEEDS_OTHER_WORK", run.what(), done.state())
                        .isNotEqualTo("FINISHED");
                soft.assertThat(done.message() + api.report(done.id())).as("why %s fails today", run.what())
                        .contains(run.cause());
            }
        }
        soft.assertAll();
    }

    private static String submit(Api api, Run run) {
        HttpResponse<String> r = api.send(ControllerRoutes.WORKLOADS + "?name="
                + URLEncoder.encode(run.what(), StandardCharsets.UTF_8), "POST", run.xml(), "application/xml", api.token());
        if (r.statusCode() != 201) {
            throw new AssertionError(run.what() + " refused at submit (" + r.statusCode() + "): " + r.body() + "\n" + run.xml());
        }
        return Api.read(r.body(), WorkloadView.class).id();
    }

    /** COSBench's hashcheck.xml writes hashcheck=true, which COSBench ignores; objbench names the right key. */
    private static void refusedAsDocumented(SoftAssertions soft, Api api, String xml) {
        HttpResponse<String> r = api.send(ControllerRoutes.WORKLOADS + "?name=hashcheck.xml", "POST", xml,
                "application/xml", api.token());
        soft.assertThat(r.statusCode()).as("hashcheck.xml at submit: %s", r.body()).isEqualTo(400);
        // line and column of the first hashcheck key in the file as shipped (the rewrite keeps lines)
        soft.assertThat(r.body()).as("hashcheck.xml's refusal").contains("hashcheck.xml:27:")
                .contains("config key 'hashcheck' is not known: did you mean 'hashCheck'?");
    }

    /** The distribution's workloads/ directory: what users run first. */
    private static List<Path> objbenchSamples() throws IOException {
        try (Stream<Path> files = Files.list(Dist.home().resolve("workloads"))) {
            List<Path> xml = files.filter(p -> p.toString().endsWith(".xml")).sorted().toList();
            assertThat(xml).as("samples in the distribution").hasSizeGreaterThanOrEqualTo(7);
            return xml;
        }
    }

    private static List<String> cosbenchSamples() throws IOException {
        List<String> names = resources(COSBENCH);
        assertThat(names).as("COSBench samples").contains("workload-config.xml", "swift-config-sample.xml", "hashcheck.xml");
        return names;
    }

    /** The .xml files directly in a test resource directory, sorted. */
    private static List<String> resources(String dir) throws IOException {
        Path root;
        try {
            root = Path.of(SamplesIT.class.getClassLoader().getResource(dir).toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        try (Stream<Path> files = Files.list(root)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".xml")).sorted().toList();
        }
    }

    private static InputStream resource(String path) {
        InputStream in = SamplesIT.class.getClassLoader().getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("no test resource " + path);
        }
        return in;
    }

    private static String text(String path) {
        try (InputStream in = resource(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
