package io.objbench.web.render;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * Renders the UI's FreeMarker templates ({@code .ftlh}, HTML auto-escaped) from the class path
 * under {@code io/objbench/web/templates/}. One {@link Configuration}, built here and never changed
 * afterwards (FreeMarker's rule for thread safety); template errors are thrown, never rendered
 * into a page.
 */
public final class Pages {

    /** Where the templates live on the class path. */
    public static final String TEMPLATES = "/io/objbench/web/templates";

    private final Configuration config;

    /** A renderer whose pages show dates in {@code zone}. */
    public Pages(java.time.ZoneId zone) {
        Configuration c = new Configuration(Configuration.VERSION_2_3_34);
        c.setClassForTemplateLoading(Pages.class, TEMPLATES);
        c.setDefaultEncoding("UTF-8");
        c.setOutputEncoding("UTF-8");
        c.setURLEscapingCharset("UTF-8");
        c.setLocale(Locale.ROOT);
        c.setTimeZone(TimeZone.getTimeZone(zone));
        c.setNumberFormat("computer"); // 1234 stays 1234, never "1,234"
        c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        c.setLogTemplateExceptions(false);
        c.setWrapUncheckedExceptions(true);
        c.setFallbackOnNullLoopVariable(false);
        c.setRecognizeStandardFileExtensions(true); // .ftlh → HTML output format, auto-escaping
        this.config = c;
    }

    /** {@code template} (e.g. {@code "index.ftlh"}) rendered with {@code model}. */
    public String render(String template, Map<String, ?> model) {
        try {
            Template t = config.getTemplate(template);
            StringWriter out = new StringWriter(4096);
            t.process(model, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load template " + template + ": " + e.getMessage(), e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + template + " failed: " + e.getMessage(), e);
        }
    }
}
