:- use_module(library(lists)).
0.3::e0(2,2).
0.75::e1(3).
0.7::e1(1).
0.1::e1(3); 0.1::e1(1); 0.3::e1(2).
p00(X,X) :- (p00(1,Y), between(1,3,X)) ; (p01(X)).
p01(3) :- e0(3,Z), T =.. [g, Z], T \== g(0).
p10(X) :- e0(3,3), between(1,3,X), X @=< f(1).
P::p10(X) :- (e1(Y), e1(Y), p00(3,Y), between(1,3,X)), P is X / 4.
p11 :- e0(3,Z), e1(Z), p01(2), not p00(2,Z), Z =:= 2.
p20 :- p20, T =.. [g, 3], T \== g(0), T =.. [g, 1], T \== g(0).
p20 :- p11, p20, findall(V, e1(V), L), L = [].
P::p30(Y,Y) :- (e1(Y), compare(O, Y, 3), Y \= Y), P is Y / 4.
p30(Y,X) :- p30(Z,Z), between(1,3,X), between(1,3,Y), call(p00, Y, 1), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
0.8::p31(Y,X) :- p01(X), between(1,3,Y).
p31(Y,3) <- Y == 3, e1(2), e1(X), between(1,3,Y).
0.4::p31(X,1) <- (p30(3,Z), between(1,3,X), not p00(X,Z), W is Z + 2, W < 5) ; (e0(2,Y), between(1,3,X), X < 2, \+ p00(Y,Y)).
query(e0(3,Y)).
query(p10(3)).
query(e1(Y)).
