package io.objbench.webit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium driven through the system's chromedriver, with a fresh profile. Selenium
 * Manager is never asked for anything: both paths are given and {@code SE_OFFLINE} is set. Without
 * Chromium the browser tests are skipped, except on CI ({@code CI=true}) where that is a failure.
 */
public final class Browser implements AutoCloseable {

    static final File CHROMIUM = new File(System.getProperty("objbench.chromium", "/usr/bin/chromium"));
    static final File CHROMEDRIVER = new File(System.getProperty("objbench.chromedriver", "/usr/bin/chromedriver"));

    private final Path profile;
    final ChromeDriver driver;

    private Browser(Path profile, ChromeDriver driver) {
        this.profile = profile;
        this.driver = driver;
    }

    /** A new browser, or the test skipped (failed on CI) when Chromium or chromedriver is missing. */
    public static Browser start() throws IOException {
        requireInstalled();
        System.setProperty("SE_OFFLINE", "true");
        Path profile = Files.createTempDirectory("objbench-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1400,1000", "--user-data-dir=" + profile);
        // downloads land in the profile, unasked (the editor's "Download XML")
        options.setExperimentalOption("prefs", java.util.Map.of("download.default_directory",
                profile.resolve("downloads").toString(), "download.prompt_for_download", false));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER)
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return new Browser(profile, driver);
    }

    private static void requireInstalled() {
        List<File> missing = Stream.of(CHROMIUM, CHROMEDRIVER).filter(f -> !f.canExecute()).toList();
        if (missing.isEmpty()) {
            return;
        }
        String message = "browser tests need " + missing + " (Debian: apt-get install chromium chromium-driver)";
        if ("true".equals(System.getenv("CI"))) {
            Assertions.fail("CI=true and " + message);
        }
        // JUnit reports an aborted @BeforeAll as a skipped class without its reason: say it here
        System.err.println("objbench web-it: SKIPPED: " + message);
        Assumptions.abort("skipped: " + message);
    }

    /** Where the browser saves downloads. */
    public Path downloads() {
        return profile.resolve("downloads");
    }

    /** Opens {@code url}. */
    public void open(String url) {
        driver.get(url);
    }

    /** The one element with {@code data-testid=id}, once it is there. */
    public WebElement byId(String testId) {
        return until(d -> d.findElement(testid(testId)));
    }

    /** Every element with {@code data-testid=id} now (maybe none). */
    public List<WebElement> all(String testId) {
        return driver.findElements(testid(testId));
    }

    /** Waits up to 30 s for {@code condition} to give a non-null, non-false value. */
    public <T> T until(Function<WebDriver, T> condition) {
        return until(Duration.ofSeconds(30), condition);
    }

    /** Waits up to {@code timeout} for {@code condition}, looking again while elements go stale. */
    public <T> T until(Duration timeout, Function<WebDriver, T> condition) {
        // live pages replace their tables every second: an element gone stale is simply looked up again
        WebDriverWait wait = new WebDriverWait(driver, timeout, Duration.ofMillis(100));
        wait.ignoring(StaleElementReferenceException.class);
        wait.withMessage(() -> "page " + driver.getCurrentUrl() + " shows:\n" + pageText());
        return wait.until(condition);
    }

    private String pageText() {
        try {
            return driver.findElement(By.tagName("body")).getText();
        } catch (RuntimeException e) {
            return "(unreadable: " + e + ")";
        }
    }

    /** Selector of {@code data-testid=id}. */
    public static By testid(String id) {
        return By.cssSelector("[data-testid=\"" + id + "\"]");
    }

    /** The path of the current page ({@code /ui/…}). */
    public String path() {
        return java.net.URI.create(driver.getCurrentUrl()).getPath();
    }

    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
