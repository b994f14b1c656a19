package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A workload whose every name field carries script payloads, watched live and then read on every
 * page in a real Chromium: no payload may run. The payloads set a global flag when they run, so
 * the test sees an executed script, not only markup that looks escaped.
 */
class ScriptInjectionIT {

    /** Payloads for attribute values of the workload XML (already XML-escaped). */
    private static final List<String> PAYLOADS = List.of(
            "&lt;img src=x onerror=&quot;window.__pwned=(window.__pwned||0)+1&quot;&gt;",
            "&lt;b onmouseover=&quot;window.__pwned=1&quot;&gt;bold&lt;/b&gt;",
            "&quot;&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;",
            "&lt;svg onload=&quot;window.__pwned=1&quot;&gt;");

    /** Operation names (config values: no ';'). */
    private static final List<String> OP_PAYLOADS = List.of(
            "&lt;b onmouseover=&quot;window.__pwned=1&quot;&gt;r&lt;/b&gt;",
            "&lt;img src=x onerror=window.__pwned=1&gt;");

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    @Test
    void namesFromWorkloadsNeverRunAsScript() throws Exception {
        WorkloadView run = server.queue.submit(hostile(), "hostile.xml");
        // live page while the run goes on: the per-operation and per-driver tables are filled by script
        browser.open(server.url("/ui/workloads/" + run.id()));
        browser.until(d -> browser.all("current-row").isEmpty() ? null : true);
        assertNotPwned("live workload page");
        server.awaitEnded(run.id(), Duration.ofSeconds(60));

        for (String page : List.of("/ui/", "/ui/workloads/" + run.id(), "/ui/workloads/" + run.id() + "/report",
                "/ui/compare?ids=" + run.id() + "," + run.id(), "/ui/submit", "/ui/editor",
                "/ui/matrix")) {
            browser.open(server.url(page));
            // let the page's scripts fetch their data and render it
            Thread.sleep(1500);
            assertNotPwned(page);
        }
    }

    @Test
    void everyPageCarriesAContentSecurityPolicyWithoutInlineScript() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        for (String page : List.of("/ui/", "/ui/submit", "/ui/static/ui.js", "/ui/no-such-page")) {
            HttpResponse<Void> reply = http.send(HttpRequest.newBuilder(URI.create(server.url(page))).build(),
                    HttpResponse.BodyHandlers.discarding());
            String csp = reply.headers().firstValue("Content-Security-Policy").orElse("");
            assertThat(csp).as(page).contains("script-src 'self'").doesNotContain("unsafe-inline");
            assertThat(reply.headers().firstValue("X-Content-Type-Options")).as(page).hasValue("nosniff");
        }
    }

    /**
     * No payload ran, and none reached the page as markup: the second check fails even where the
     * Content-Security-Policy stopped the handler from running.
     */
    private static void assertNotPwned(String page) {
        Object flag = browser.driver.executeScript("return window.__pwned === undefined ? null : window.__pwned;");
        assertThat(flag).as("a payload ran on " + page).isNull();
        Object injected = browser.driver.executeScript(
                "return [...document.querySelectorAll('*')].filter(e => e.localName === 'script' ? !e.src"
                        + " : [...e.attributes].some(a => a.name.startsWith('on'))).map(e => e.outerHTML).join('\\n');");
        assertThat((String) injected).as("markup from a workload name on " + page).isEmpty();
    }

    /** Every name field of the workload carries a payload; the run itself is an ordinary mock run. */
    private static String hostile() {
        return WorkloadXml.named(PAYLOADS.get(0)).description(PAYLOADS.get(1))
                .storage("mock", "delay=2;size=4KB")
                .stage(PAYLOADS.get(1), Work.init(1, "containers=r(1,2)"))
                .stage(PAYLOADS.get(2), Work.named(PAYLOADS.get(3), 4).runtime(6).interval(1)
                        .op("read", 80, "name=" + OP_PAYLOADS.get(0) + ";containers=u(1,2);objects=u(1,20)")
                        .op("write", 20, "name=" + OP_PAYLOADS.get(1) + ";containers=u(1,2);objects=u(1,20);sizes=c(4)KB"))
                .xml();
    }
}
