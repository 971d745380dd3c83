:- use_module(library(lists)).
0.2::e0(3); 0.3::e0(2); 0.3::e0(1).
0.5::e1(1,1).
0.4::e1(2,1).
0.2::e1(3,3); 0.3::e1(2,2).
0.4::e2.
0.25::e3.
p00(X) :- p01(Z,Y), e3, between(1,3,X).
p00(X) :- e0(1), e0(Y), e2, between(1,3,X).
p00(Y) :- Y == 1, p00(Y), Y \= Y.
P::p01(1,Y) :- (e0(Y), e3, T =.. [g, Y], T \== g(0)), P is Y / 4.
0.8::p10(Y) :- (p10(Y), findall(V, p01(Y,V), L), sum_list(L, T), T > 2) ; (p01(Y,Y), p00(2), compare(O, Y, 3), \+ e1(Y,1)).
p10(X) :- p01(Z,Z), e1(Y,Z), e3, between(1,3,X).
p11(Y) :- e2, e1(Y,X), p01(X,2), not p01(2,X).
P::p11(Y) :- (e2, p00(2), e3, between(1,3,Y), not p01(2,Y), Y =\= 2), P is Y / 4.
P::p20(Y,Y) :- ((p10(X), p10(Y), p20(Y,1), findall(V, p00(V), L), L \= [], findall(V, e0(V), L), length(L, N), N >= 1) ; (p11(Z), p20(2,2), between(1,3,Y))), P is Y / 4.
P::p20(X,Y) :- (e0(1), p01(2,Y), between(1,3,X), T =.. [g, Y], T \== g(0), X =:= 2), P is Y / 4.
p20(Y,Y) <- e2, between(1,3,Y), W is Y + 1, W < 5.
query(e3).
