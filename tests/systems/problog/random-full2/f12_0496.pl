:- use_module(library(lists)).
0.8::e0(2,2).
e1(2,1).
e1(1,1).
0.9::e1(1,3).
0.3::e1(3,3); 0.3::e1(1,1); 0.2::e1(2,2).
P::p00(Y) :- ((p00(Z), between(1,3,Y), \+ e0(Z,3)) ; (e0(Y,Z), e0(X,Y))), P is Y / 4.
p00(X) :- e0(3,2), p00(3), e1(2,Z), between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 2.
0.3::p10(Y) :- (p00(Y), e0(Z,Y), e1(Y,Z), Z =:= 3) ; (p00(X), between(1,3,Y)).
p10(Y) :- e1(2,3), p10(2), p00(X), between(1,3,Y), \+ e0(X,Y), findall(V, e0(2,V), L), L = [].
p20 :- Y == 3, e1(2,Y), e1(Y,2), T =.. [g, Y], T \== g(0).
0.4::p21 :- (p10(Z), e0(1,3), not p10(Z)) ; (e1(Z,Y), p00(Y), e1(Y,Y), compare(O, Y, 3)).
p21 :- Z \== 3, e1(1,Z), p00(Z), e1(Z,1), findall(V, e1(Z,V), L), length(L, N), N >= 1.
p21 :- p20, p00(Y), e1(Y,2), W is Y + 2, W < 5, Y = 3.
query(e1(Y,3)).
query(e0(2,X)).
query(p00(X)) :- between(1,2,X).
