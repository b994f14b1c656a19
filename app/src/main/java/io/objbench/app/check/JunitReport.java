package io.objbench.app.check;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.check.Verdict;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The JUnit XML report of a run (the Ant/Jenkins format CI systems display): one
 * {@code <testsuite>} for the run with its id, name, archive and state as properties; one
 * {@code <testcase>} per assertion, with a {@code <failure>} when it failed; and a first test
 * case "finished" that fails when the run did not finish, so a stopped run is red even without
 * assertions.
 */
public final class JunitReport {

    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss", Locale.ROOT);

    private JunitReport() {
    }

    /** The XML text. */
    public static String render(RunOutcome outcome) {
        JsonSummary.RunJson run = outcome.run();
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter x = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(text);
            x.writeStartDocument("UTF-8", "1.0");
            nl(x, 0);
            int tests = outcome.assertions().size() + 1;
            boolean finished = run.state().equalsIgnoreCase("finished");
            long failures = outcome.failed() + (finished ? 0 : 1);
            String time = seconds(run);
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "objbench");
            counts(x, tests, failures, time);
            nl(x, 1);
            x.writeStartElement("testsuite");
            x.writeAttribute("name", suiteName(run));
            counts(x, tests, failures, time);
            x.writeAttribute("skipped", "0");
            if (run.startedAt() != null) {
                // ISO 8601 without zone, seconds always written (LocalDateTime.toString drops ":00")
                x.writeAttribute("timestamp", TIMESTAMP.format(LocalDateTime.ofInstant(Instant.parse(run.startedAt()),
                        ZoneOffset.UTC)));
            }
            x.writeAttribute("hostname", "localhost");
            nl(x, 2);
            x.writeStartElement("properties");
            property(x, "run.id", run.id());
            property(x, "workload", run.name());
            property(x, "state", run.state().toUpperCase(Locale.ROOT));
            property(x, "archive", outcome.archive());
            property(x, "exit.code", Integer.toString(outcome.exitCode()));
            nl(x, 2);
            x.writeEndElement();
            String classname = "objbench." + run.name();
            nl(x, 2);
            x.writeStartElement("testcase");
            x.writeAttribute("name", "finished");
            x.writeAttribute("classname", classname);
            x.writeAttribute("time", time);
            if (!finished) {
                failure(x, "the run ended " + run.state().toUpperCase(Locale.ROOT) + ", not FINISHED",
                        "run " + run.id() + " ended " + run.state().toUpperCase(Locale.ROOT) + "; archive: "
                                + outcome.archive());
                nl(x, 2);
            }
            x.writeEndElement();
            for (Checked c : outcome.assertions()) {
                Verdict v = c.verdict();
                nl(x, 2);
                x.writeStartElement("testcase");
                x.writeAttribute("name", v.criterion().text());
                x.writeAttribute("classname", classname + "." + (c.source().equals(Checked.WORKLOAD) ? "workload" : "cli"));
                x.writeAttribute("time", "0");
                if (!v.pass()) {
                    String message = v.reason() != null ? v.reason()
                            : v.criterion().metric().name() + " = " + v.shownValue() + ", expected " + v.shownLimit();
                    failure(x, message, v.criterion().text() + ": " + message + " (" + c.source() + ")");
                    nl(x, 2);
                }
                x.writeEndElement();
            }
            nl(x, 1);
            x.writeEndElement();
            nl(x, 0);
            x.writeEndElement();
            nl(x, 0);
            x.writeEndDocument();
            x.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the JUnit report", e);
        }
        return text.toString();
    }

    private static String suiteName(JsonSummary.RunJson run) {
        return "objbench " + run.id() + " " + run.name();
    }

    private static void counts(XMLStreamWriter x, int tests, long failures, String time) throws XMLStreamException {
        x.writeAttribute("tests", Integer.toString(tests));
        x.writeAttribute("failures", Long.toString(failures));
        x.writeAttribute("errors", "0");
        x.writeAttribute("time", time);
    }

    private static void property(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        nl(x, 3);
        x.writeEmptyElement("property");
        x.writeAttribute("name", name);
        x.writeAttribute("value", value == null ? "" : value);
    }

    private static void failure(XMLStreamWriter x, String message, String text) throws XMLStreamException {
        nl(x, 3);
        x.writeStartElement("failure");
        x.writeAttribute("message", message);
        x.writeAttribute("type", "AssertionFailed");
        x.writeCharacters(text);
        x.writeEndElement();
    }

    /** The run's length in seconds, from its start (or submission) to its end. */
    private static String seconds(JsonSummary.RunJson run) {
        String start = run.startedAt() != null ? run.startedAt() : run.submittedAt();
        if (start == null || run.stoppedAt() == null) {
            return "0";
        }
        Duration d = Duration.between(Instant.parse(start), Instant.parse(run.stoppedAt()));
        return String.format(Locale.ROOT, "%.3f", Math.max(0, d.toMillis()) / 1000.0);
    }

    private static void nl(XMLStreamWriter x, int depth) throws XMLStreamException {
        x.writeCharacters("\n" + "  ".repeat(depth));
    }
}
