// Given code for lesson 04's live figure: the figure calls world_to_screen() only, never
// draw_sat_scene(), but your draw.cpp is compiled whole, so its canvas must link. The native
// probe links the course's canvas (with lodepng); WebAssembly has no lodepng here, and its
// linker drops draw_sat_scene(), which nothing calls, with what it would need.
#ifndef __EMSCRIPTEN__
#include "canvas.cpp"
#endif
