:- use_module(library(lists)).
0.7::e0(2).
e1(2).
0.3::e2(2).
e2(1).
0.3::e2(3); 0.2::e2(2).
0.7::e3(3,2).
0.2::e3(1,1); 0.3::e3(2,2); 0.3::e3(3,3).
p00(Y) :- Y \== 1, e2(1), p00(Y), e3(1,Y), T =.. [g, Y], T \== g(0).
P::p00(Y) :- ((e2(Y), \+ e2(Y)) ; (e2(Z), e2(X), between(1,3,Y), X >= 2)), P is Y / 4.
0.75::p00(X) :- (e2(X)) ; (e2(X), p00(X), e3(3,X), W is X + 3, W < 5, X \== X).
P::p10(Y) :- (e2(Z), between(1,3,Y)), P is Y / 4.
p20(Y) :- e3(1,X), e2(Z), e3(Z,X), between(1,3,Y), W is Y + 3, W < 5.
P::p20(X) :- (e2(1), between(1,3,X), call(e2, X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
P::p20(X) :- (e2(Z), e0(Y), between(1,3,X), findall(V, e3(Z,V), L), L \= [], not e0(1)), P is X / 4.
p21(X) :- p00(X), e2(X), p21(2), compare(O, X, 1).
P::p21(X) :- ((e3(X,Z), p10(X), e2(X)) ; (p10(X), e0(1), e2(1), \+ e2(X))), P is X / 4.
0.8::p21(X) :- e1(1), between(1,3,X), not p00(2), W is X + 1, W < 5.
P::p30(Y) :- ((e3(Z,Z), e2(Z), between(1,3,Y)) ; (p21(Y), p20(Y), call(e0, Y))), P is Y / 4.
p30(1) :- p00(2), e2(1), findall(V, p21(V), L), L \= [].
0.25::p30(2) :- e3(Y,1), p10(Y), p00(Y), Y == Y, not e0(Y).
p31(X,Y) :- p30(1), between(1,3,X), between(1,3,Y), X < 2.
p31(Y,X) :- e2(2), p31(Y,1), between(1,3,X).
query(e2(1)).
query(e2(X)).
query(p10(X)).
