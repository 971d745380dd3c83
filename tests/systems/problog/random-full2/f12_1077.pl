:- use_module(library(lists)).
0.5::e0.
0.75::e1(3).
0.4::e1(1).
0.3::e1(2); 0.1::e1(1).
0.5::e2(2).
0.5::e3(2).
p00(X) :- Y \== 2, e2(Y), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2.
P::p00(Y) :- (p01(Y), p00(1), compare(O, Y, 2), findall(V, e2(V), L), L = []), P is Y / 4.
P::p01(X) :- ((e0, e2(1), between(1,3,X), T =.. [g, X], T \== g(0)) ; (e0, e3(Z), p00(Z), between(1,3,X), \+ e2(X), Z @< 3)), P is X / 4.
p10(1) <- p00(Z), p11(Z,1), compare(O, Z, 1).
p10(Y) :- (e0, e3(Z), p00(Z), between(1,3,Y)) ; (e2(Y), e0, p11(3,3), T =.. [g, Y], T \== g(0), findall(V, p00(V), L), length(L, N), N >= 2).
p11(2,Y) :- p10(2), between(1,3,Y), Y \= Y.
p11(2,X) :- e3(2), between(1,3,X).
p20(X) :- p00(3), p00(2), p11(Y,Y), between(1,3,X).
p20(X) :- p10(Z), between(1,3,X), Z @>= 2, T =.. [g, X], T \== g(0).
p21(X,Y) :- p10(2), p20(Z), p01(Z), between(1,3,X), between(1,3,Y), call(p00, X).
p21(Y,Y) <- (p00(Y), e1(Z)) ; (p21(Z,Y), p00(Y), Y \== Y).
0.5::p21(X,X) :- e1(Z), between(1,3,X), Z < 2, X @< 1.
0.25::p30(Y,Y) :- p20(Y).
p30(X,X) :- e0, p10(Y), between(1,3,X).
query(p11(X,X)).
query(e3(3)).
query(p00(X)).
evidence(e3(3), true).
