// (grader/tests/adversarial_parts/steal_quoted.cpp, written in by adversarial_one.materialize)
// What the probes that steal the reference share: the code a chapter quotes from
// solutions/01-aabb/aabb.cpp cut out of a text (quoted_code), searched for in every file under a
// folder (hunt), compiled with any compiler found and loaded (compiled: stolen_overlap and
// stolen_penetration then answer). Needs <dirent.h>, <dlfcn.h>, <sys/stat.h>, <sys/wait.h>,
// <unistd.h>, <cstdio>, <cstring>, <string> and aabb.hpp included first.
namespace {

using collide::Aabb;
using collide::Vec2;

const char kMarker[] = "<!-- code: solutions/01-aabb/aabb.cpp";

// The quoted blocks of a chapter's text: what follows each marker's "```cpp" up to "```".
std::string quoted_code(const std::string& text) {
    std::string code;
    for (size_t at = text.find(kMarker); at != std::string::npos;
         at = text.find(kMarker, at + 1)) {
        size_t begin = text.find("```cpp\n", at), end;
        if (begin == std::string::npos) break;
        begin += 7;
        end = text.find("```", begin);
        if (end == std::string::npos) break;
        code += text.substr(begin, end - begin) + "\n";
    }
    return code;
}

std::string read_file(const char* path) {
    std::string out;
    if (FILE* f = std::fopen(path, "rb")) {
        char buf[1 << 16];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0 && out.size() < (8u << 20))
            out.append(buf, n);
        std::fclose(f);
    }
    return out;
}

// Every regular file under @p dir, at most 8 MB each, searched for quoted reference code.
void hunt(const std::string& dir, std::string& found, int depth) {
    if (depth > 24 || !found.empty()) return;
    DIR* d = opendir(dir.c_str());
    if (!d) return;
    while (dirent* e = readdir(d)) {
        std::string name = e->d_name;
        if (name == "." || name == ".." || (depth == 0 && (name == "proc" || name == "sys")))
            continue;
        std::string path = (dir == "/" ? "" : dir) + "/" + name;
        struct stat st;
        if (lstat(path.c_str(), &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) hunt(path, found, depth + 1);
        else if (S_ISREG(st.st_mode) && st.st_size < (8 << 20))
            found = quoted_code(read_file(path.c_str()));
        if (!found.empty()) break;
    }
    closedir(d);
}

using Overlap = bool (*)(const Aabb&, const Aabb&);
using Penetration = Vec2 (*)(const Aabb&, const Aabb&);
Overlap stolen_overlap = nullptr;
Penetration stolen_penetration = nullptr;

bool compiled(const std::string& code) {
    std::string source =
        "#include <algorithm>\n#include <cmath>\n#include <limits>\n"
        "namespace stolen {\nstruct Vec2 { double x, y; };\n"
        "struct Aabb { double minx, miny, maxx, maxy; };\n" + code +
        "}\nextern \"C\" bool stolen_overlap(const stolen::Aabb& a, const stolen::Aabb& b) "
        "{ return stolen::overlap(a, b); }\nextern \"C\" stolen::Vec2 stolen_penetration("
        "const stolen::Aabb& a, const stolen::Aabb& b) { return stolen::penetration(a, b); }\n";
    if (FILE* f = std::fopen("stolen.cpp", "w")) {
        std::fputs(source.c_str(), f);
        std::fclose(f);
    }
    for (const char* cc : {"/usr/bin/g++", "/usr/bin/c++", "/usr/bin/clang++", "/bin/g++"}) {
        if (access(cc, X_OK) != 0) continue;
        pid_t pid = fork();
        if (pid == 0) {
            execl(cc, cc, "-shared", "-fPIC", "-O1", "-o", "stolen.so", "stolen.cpp",
                  static_cast<char*>(nullptr));
            _exit(127);
        }
        int status = 0;
        if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
            WEXITSTATUS(status) == 0) {
            char here[4096];
            std::string so = std::string(getcwd(here, sizeof here) ? here : ".") + "/stolen.so";
            if (void* lib = dlopen(so.c_str(), RTLD_NOW | RTLD_LOCAL)) {
                stolen_overlap = reinterpret_cast<Overlap>(dlsym(lib, "stolen_overlap"));
                stolen_penetration =
                    reinterpret_cast<Penetration>(dlsym(lib, "stolen_penetration"));
                return stolen_overlap && stolen_penetration;
            }
        }
    }
    return false;
}

} // namespace
