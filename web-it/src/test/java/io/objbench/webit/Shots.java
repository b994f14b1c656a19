package io.objbench.webit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.openqa.selenium.OutputType;

/**
 * Screenshots of the pages: always to {@code web-it/target/screenshots/<name>.png}; also to
 * {@code docs/ui/<name>.png} when {@code -Dobjbench.updateTour=true} (the UI tour's pictures).
 */
public final class Shots {

    private Shots() {
    }

    /** Saves what {@code browser} shows as {@code name}.png. */
    public static Path save(Browser browser, String name) throws IOException {
        byte[] png = browser.driver.getScreenshotAs(OutputType.BYTES);
        Path dir = Path.of(System.getProperty("objbench.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        Files.write(file, png);
        if (Boolean.getBoolean("objbench.updateTour")) {
            Path tour = Path.of(System.getProperty("objbench.tourDir", "../docs/ui"));
            Files.createDirectories(tour);
            Files.copy(file, tour.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }
}
