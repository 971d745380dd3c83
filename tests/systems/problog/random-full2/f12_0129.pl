:- use_module(library(lists)).
0.8::e0(1).
0.2::e0(3); 0.3::e0(2); 0.3::e0(1).
0.9::e1(3,3).
0.3::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
0.3::p00 :- e1(Z,3), e0(2), findall(V, e0(V), L), length(L, N), N >= 2.
p00 :- p00, findall(V, e1(1,V), L), L \= [].
P::p10(Y) :- (e1(Y,Z), p00, p00, Z =\= 3), P is Y / 4.
p11(1) :- p00.
P::p20(Y) :- ((p10(3), e1(Z,X), between(1,3,Y), not e1(Z,1)) ; (p00, e0(Y), p10(Z), T =.. [g, Y], T \== g(0))), P is Y / 4.
0.25::p20(Y) :- Y \== 2, p10(1), e0(3), between(1,3,Y).
p20(Y) :- p11(Z), between(1,3,Y), Y @< 3, W is Y + 3, W < 5.
p30 :- e0(X), p11(1), \+ p10(1).
p30 :- p30, p10(Y), T =.. [g, Y], T \== g(0), compare(O, Y, 1).
query(p30).
query(p20(X)).
query(p00).
