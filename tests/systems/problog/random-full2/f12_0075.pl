:- use_module(library(lists)).
0.7::e0.
0.9::e1(3,3).
0.25::e2(3,1).
0.3::e2(1,3).
0.4::e2(1,2).
0.2::e2(3,3); 0.1::e2(2,2); 0.2::e2(1,1).
p00 :- e2(Z,Z), p00, e2(Z,2).
p00 <- e1(Z,Y), e0, e0, findall(V, e1(2,V), L), L \= [].
p00 :- p00, e1(Y,2), e2(Y,Z), findall(V, e1(Y,V), L), L = [], Z @=< 3.
p10(2,X) :- X \== 3, p10(X,1), p00, findall(V, e2(X,V), L), L = [].
p10(Y,Y) :- (p10(Z,3), between(1,3,Y)) ; (e1(1,Z), p00, p00, between(1,3,Y), not e1(Y,Y)).
p10(X,X) :- X == 1, e1(Z,Y), between(1,3,X), X < 3.
0.1::p20 :- (e2(X,Y), T =.. [g, Y], T \== g(0), findall(V, p10(Y,V), L), sum_list(L, T), T > 2) ; (e0, p20, e1(2,X), X >= 3, T =.. [g, X], T \== g(0)).
p21 :- (e2(Y,Y), p10(Y,Y), T =.. [g, Y], T \== g(0), Y \= Y) ; (p10(X,X), e0, W is X + 2, W < 5).
0.9::p21 :- (p00) ; (p20, p00).
P::p30(Y,Y) :- (e1(2,2), p10(1,2), between(1,3,Y), Y >= 3, W is Y + 3, W < 5), P is Y / 4.
p30(X,Y) <- e2(Y,1), e1(Y,Y), p30(X,Y).
p30(X,X) :- p21, p10(X,Z), p00, call(p10, X, X).
0.7::p31(Y) :- p31(X), p10(1,X), p30(X,3), between(1,3,Y), \+ e0.
query(p30(1,2)).
evidence(p20, true).
